#!/usr/bin/env python3
"""Copy the labelled corpora with every class and id name hashed.

    tools/hash-classes.py [--only class|id] CORPORA_DIR OUT_DIR
    newsseg eval OUT_DIR/<set> ...

Sites built with utility classes (Tailwind), CSS modules or CSS-in-JS
name nothing in their classes ("x7f3a"), where the corpora's pages mostly
say "author", "related" or "share".  Evaluating both copies measures how
much of each figure rests on class and id words, and so how the pipeline
would fare on sites whose markup says nothing.

Each class or id token becomes "x" and six hex digits of its MD5, the
same token the same name throughout a page; the selectors of the page's
<style> blocks are rewritten to match, so the CSS cascade sees the same
styles.  Gold files and index.jsonl are copied unchanged.  Bytes are read
as Latin-1, so any encoding passes through untouched.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import sys

SETS = ["goose3", "htmldate-dev", "newspaper4k", "readability",
        "trafilatura-dev"]

ATTR = re.compile(r"(?<=[\s\"'])(class|id)(\s*=\s*)"
                  r"(\"([^\"]*)\"|'([^']*)'|([^\s>\"']+))", re.I)
STYLE = re.compile(r"(<style[^>]*>)(.*?)(</style)", re.S | re.I)
SELECTOR = re.compile(r"([.#])(-?[A-Za-z_][\w-]*)")


def hashed(name):
    return "x" + hashlib.md5(name.encode("latin-1")).hexdigest()[:6]


def rewrite(html, only):
    names = set()

    def attr(m):
        if only and m.group(1).lower() != only:
            return m.group(0)
        value = next(g for g in m.group(4, 5, 6) if g is not None)
        tokens = value.split()
        names.update(tokens)
        return '%s%s"%s"' % (m.group(1), m.group(2),
                             " ".join(hashed(t) for t in tokens))

    html = ATTR.sub(attr, html)

    def selector(m):
        name = m.group(2)
        return m.group(1) + hashed(name) if name in names else m.group(0)

    def style(m):
        return m.group(1) + SELECTOR.sub(selector, m.group(2)) + m.group(3)

    return STYLE.sub(style, html)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", choices=["class", "id"])
    ap.add_argument("corpora")
    ap.add_argument("out")
    args = ap.parse_args()

    for name in SETS:
        src = os.path.join(args.corpora, name)
        if not os.path.isdir(src):
            continue
        dst = os.path.join(args.out, name)
        os.makedirs(dst, exist_ok=True)
        shutil.copy(os.path.join(src, "index.jsonl"), dst)
        with open(os.path.join(src, "index.jsonl")) as index:
            for line in index:
                page = json.loads(line)["id"]
                os.makedirs(os.path.join(dst, page), exist_ok=True)
                shutil.copy(os.path.join(src, page, "gold.json"),
                            os.path.join(dst, page))
                with open(os.path.join(src, page, "source.html"), "rb") as f:
                    html = f.read().decode("latin-1")
                with open(os.path.join(dst, page, "source.html"), "wb") as f:
                    f.write(rewrite(html, args.only).encode("latin-1"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
