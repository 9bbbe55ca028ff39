'use strict';
/*
 * Static checks of served HTML: a small tag and attribute scanner, so
 * that escaped text (&lt;script&gt;) is never mistaken for markup and
 * markup is never hidden by entity or whitespace tricks in URLs.
 */

const NAMED = { colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')',
    amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", sol: '/', nbsp: ' ' };

function decodeEntities(s) {
    return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (m, e) => {
        if (e[0] === '#') {
            const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16)
                : parseInt(e.slice(1), 10);
            return n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
        }
        const v = NAMED[e.toLowerCase()];
        return v === undefined ? m : v;
    });
}

/* what a browser makes of a URL attribute before it looks at the scheme */
function urlScheme(value) {
    const v = decodeEntities(value).replace(/[\u0000-\u0020\u007f]/g, '')
        .toLowerCase();
    const m = /^([a-z][a-z0-9+.-]*):/.exec(v);
    return m ? m[1] : '';
}

const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'data',
    'poster', 'cite', 'background', 'dynsrc', 'lowsrc', 'longdesc',
    'xlink:href', 'codebase', 'manifest', 'ping', 'icon', 'srcset',
    'imagesrcset', 'usemap', 'profile', 'classid', 'archive']);

const BAD_TAGS = new Set(['script', 'iframe', 'frame', 'frameset', 'object',
    'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select',
    'option', 'keygen', 'isindex', 'svg', 'base', 'portal',
    'template', 'noscript', 'xmp', 'plaintext', 'noembed', 'bgsound',
    'marquee', 'xml', 'import', 'param', 'animate', 'set', 'foreignobject',
    'maction', 'mglyph', 'malignmark', 'annotation', 'annotation-xml']);

/*
 * Formulas are kept as MathML: MathML Core's elements, with presentation
 * attributes only (no href, no xlink:href), and nothing of HTML inside.
 */
const MATH_TAGS = new Set(['math', 'menclose', 'merror', 'mfenced', 'mfrac',
    'mi', 'mmultiscripts', 'mn', 'mo', 'mover', 'mpadded', 'mphantom',
    'mprescripts', 'mroot', 'mrow', 'ms', 'mspace', 'msqrt', 'mstyle',
    'msub', 'msubsup', 'msup', 'mtable', 'mtd', 'mtext', 'mtr', 'munder',
    'munderover', 'none', 'semantics']);

const MATH_ATTRS = new Set(['display', 'mathvariant', 'displaystyle',
    'scriptlevel', 'stretchy', 'fence', 'separator', 'accent',
    'accentunder', 'form', 'lspace', 'rspace', 'linethickness', 'notation',
    'open', 'close', 'separators', 'columnspan', 'rowspan', 'largeop',
    'movablelimits', 'symmetric', 'width', 'height', 'depth']);

const TAG_RE = /<([a-zA-Z][^\s/>\u0000]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR_RE = /([^\s"'>\/=\u0000]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/*
 * Returns the list of forbidden constructs in html.  styleBudget is the
 * number of <style> elements the view itself may have (its stylesheet).
 */
function forbidden(html, styleBudget) {
    const found = [];
    let styles = 0;

    for (const m of html.matchAll(TAG_RE)) {
        const tag = m[1].toLowerCase();
        const attrs = m[2] || '';
        if (BAD_TAGS.has(tag)) {
            found.push('<' + tag + '> element');
        }
        if (tag === 'style') {
            styles++;
        }
        if (tag === 'link' && /rel\s*=\s*["']?\s*(stylesheet|import|preload|prefetch|modulepreload)/i.test(attrs)) {
            found.push('<link> that loads a resource');
        }
        if (tag === 'meta') {
            if (/http-equiv/i.test(attrs)) {
                found.push('<meta http-equiv>');
            }
        }
        for (const a of attrs.matchAll(ATTR_RE)) {
            const name = a[1].toLowerCase();
            const value = a[2] ?? a[3] ?? a[4] ?? '';
            if (MATH_TAGS.has(tag) && !MATH_ATTRS.has(name)) {
                found.push(name + '= attribute on MathML <' + tag + '>');
            }
            if (/^on/.test(name)) {
                found.push(name + '= attribute on <' + tag + '>');
            } else if (name === 'style') {
                found.push('style= attribute on <' + tag + '>');
            } else if (name === 'srcdoc' || name === 'formaction') {
                found.push(name + '= attribute');
            } else if (URL_ATTRS.has(name)) {
                const parts = name.endsWith('srcset')
                    ? value.split(',').map(x => x.trim().split(/\s+/)[0])
                    : [value];
                for (const p of parts) {
                    const s = urlScheme(p);
                    if (s === 'javascript' || s === 'vbscript' ||
                        s === 'livescript' || s === 'mocha') {
                        found.push(s + ': URL in ' + name + ' of <' + tag +
                            '>');
                    } else if (s === 'data') {
                        const d = decodeEntities(p).replace(/\s/g, '')
                            .toLowerCase();
                        const img = (tag === 'img' || tag === 'source') &&
                            (name === 'src' || name === 'srcset') &&
                            /^data:image\/(png|gif|jpe?g|webp|avif|bmp)[;,]/
                                .test(d);
                        if (!img) {
                            found.push('data: URL in ' + name + ' of <' +
                                tag + '>');
                        }
                    } else if (s && !['http', 'https', 'mailto'].includes(s)) {
                        found.push(s + ': URL in ' + name + ' of <' + tag +
                            '>');
                    }
                }
            }
        }
    }

    if (styles > styleBudget) {
        found.push((styles - styleBudget) + ' extra <style> element(s)');
    }
    /* whatever the scanner thinks, these never belong in the raw bytes */
    if (/<\s*script/i.test(html)) {
        found.push('"<script" in the raw HTML');
    }
    if (/<meta[^>]*refresh/i.test(html)) {
        found.push('meta refresh in the raw HTML');
    }
    return [...new Set(found)];
}

function countStyles(html) {
    let n = 0;
    for (const m of html.matchAll(TAG_RE)) {
        if (m[1].toLowerCase() === 'style') {
            n++;
        }
    }
    return n;
}

/* the same question asked of the DOM the browser actually built */
function domProbe() {
    const out = [];
    const bad = 'script,iframe,frame,frameset,object,embed,applet,form,' +
        'input,button,textarea,select,svg,base,meta[http-equiv],' +
        'portal,template,noscript,link[rel~=stylesheet],link[rel~=import]';
    for (const el of document.querySelectorAll(bad)) {
        out.push('DOM has <' + el.localName + '>');
    }
    /* inside a formula: MathML only, no HTML the parser moved in */
    const mathml = 'http://www.w3.org/1998/Math/MathML';
    for (const m of document.querySelectorAll('math')) {
        for (const el of [m, ...m.querySelectorAll('*')]) {
            if (el.namespaceURI !== mathml) {
                out.push('DOM has HTML <' + el.localName + '> inside <math>');
            }
            if (['maction', 'mglyph', 'annotation-xml'].includes(el.localName)) {
                out.push('DOM has <' + el.localName + '>');
            }
        }
    }
    for (const el of document.querySelectorAll('*')) {
        for (const a of el.attributes) {
            const n = a.name.toLowerCase();
            if (n.startsWith('on') || n === 'style' || n === 'srcdoc' ||
                n === 'formaction') {
                out.push('DOM <' + el.localName + '> has ' + n + '=');
            }
            if (['href', 'src', 'action', 'data', 'xlink:href', 'poster',
                 'cite', 'background'].includes(n)) {
                const v = a.value.replace(/[\u0000-\u0020\u007f]/g, '')
                    .toLowerCase();
                if (/^(javascript|vbscript):/.test(v) ||
                    (/^data:/.test(v) && el.localName !== 'img')) {
                    out.push('DOM <' + el.localName + '> ' + n + '=' +
                        v.slice(0, 30));
                }
            }
        }
    }
    return [...new Set(out)];
}

module.exports = { forbidden, countStyles, domProbe, decodeEntities,
    urlScheme };
