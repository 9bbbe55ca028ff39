'use strict';
/*
 * Browser tests of the reader and print views, in Debian's Chromium
 * driven by playwright-core (no browser download).  Started by
 * tools/browser-test.sh, which runs nginx with the module and sets:
 *
 *   NSEG_FRONT   http://127.0.0.1:PORT, the proxy with /reader/ and /print/
 *   NSEG_ROOT    the folder the origin serves (writable; gets xss/)
 *   NSEG_LOOKS   where screenshots and PDFs go
 *   NSEG_ONLY    optional: comma list of xss,a11y,looks
 *
 * Output is TAP; the last line is "browser: N passed, N failed".
 */

const fs = require('fs');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');
const { forbidden, countStyles, domProbe } = require('./checks');
const VECTORS = require('./xss-vectors');

const FRONT = process.env.NSEG_FRONT || 'http://127.0.0.1:8080';
const ROOT = process.env.NSEG_ROOT;
const LOOKS = process.env.NSEG_LOOKS || path.join(os.tmpdir(), 'nseg-looks');
const ONLY = new Set((process.env.NSEG_ONLY || 'xss,a11y,looks').split(','));
const CHROMIUM = process.env.NSEG_CHROMIUM || '/usr/bin/chromium';
/* NSEG_XSS_VIEWS=raw loads the unfiltered pages: every XSS test must then
 * fail, which shows that the checks can catch what they look for */
const MODES = (process.env.NSEG_XSS_VIEWS || 'reader,print').split(',');
const viewPath = mode => (mode === 'raw' ? '' : '/' + mode);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MARKER = 'nseg-xss-origin-chrome';

let passed = 0, failed = 0, n = 0;
const failures = [];

function ok(cond, name, diag) {
    n++;
    if (cond) {
        passed++;
        console.log('ok ' + n + ' - ' + name);
    } else {
        failed++;
        failures.push(name);
        console.log('not ok ' + n + ' - ' + name);
        for (const line of [].concat(diag || [])) {
            console.log('#   ' + String(line).replace(/\n/g, '\n#   '));
        }
    }
}

function esc(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
        .replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/* an ordinary article page with one vector planted in it */
function xssPage(v, i) {
    const paras = [
        'The harbour board met on Tuesday evening to discuss the state of ' +
        'the north quay, which was closed to shipping in October after a ' +
        'bollard failed during a storm.',
        'Engineers told the meeting that the steel piles under the quay had ' +
        'lost a large part of their thickness to corrosion and that repairs ' +
        'would take at least eighteen months to complete.',
        'Members of the public asked why the problem had not been found ' +
        'earlier. The chair said an independent review would report in the ' +
        'spring and that its findings would be published in full.',
        'Local businesses say the closure has already cost them dearly. The ' +
        'fish market has moved its landings to the south quay, where there ' +
        'is less room for lorries to turn.',
        'The board will meet again next month to approve a contract for the ' +
        'first phase of the work, which is expected to cost about four ' +
        'million pounds.',
    ];
    let title = 'Harbour board hears quay repairs will take eighteen months';
    let byline = 'Nia Carrow';
    let lang = 'en';
    let alt = 'The closed north quay';
    let src = '/img/quay.svg';
    let body;
    const w = v.where;
    if (w === 'body') {
        body = '<p>' + paras[0] + '</p>\n<p>' + paras[1].replace('engineers',
            'engineers ' + v.html) + ' ' + v.html + ' and more.</p>\n' +
            v.html + '\n<p>' + paras[2] + '</p>\n<p>' + paras[3] +
            '</p>\n<p>' + paras[4] + '</p>';
    } else {
        body = paras.map(p => '<p>' + p + '</p>').join('\n');
        if (w === 'link') {
            body = body.replace('</p>', ' ' + v.html + '</p>');
        }
    }
    if (w === 'title') title = v.html;
    if (w === 'byline') byline = v.html;
    if (w === 'lang') lang = v.html;
    if (w === 'alt') alt = v.html;
    if (w === 'imgsrc') src = v.html;
    if (w === 'ldbody') {
        return ldShellPage(v, i, title, paras);
    }
    const ld = w === 'jsonld' ? v.html : 'Harbour board hears quay repairs';
    const og = w === 'og' ? v.html : 'Harbour board hears quay repairs';
    /* the lead image shows only above a body without pictures */
    const lead = w === 'ogimage' || w === 'ogimagealt';
    /* escaped, so that the core reads the whole payload as the value */
    const ogimage = lead ? '<meta property="og:image" content="' +
        esc(w === 'ogimage' ? v.html : 'https://img.example/quay.jpg') +
        '">\n<meta property="og:image:alt" content="' +
        esc(w === 'ogimagealt' ? v.html : 'The closed north quay') +
        '">\n' : '';
    const figure = lead ? '' : `<figure><img src="${src}" alt="${alt}" width="800" height="450"><figcaption>The north quay has been closed since October.</figcaption></figure>\n`;
    const h1 = (w === 'title' || w === 'byline') ? title : esc(title);
    return `<!DOCTYPE html>
<html lang="${w === 'lang' ? lang : 'en'}">
<head>
<meta charset="utf-8">
<title>${w === 'title' ? title : esc(title)} | The Daily Meridian</title>
<meta property="og:title" content="${og}">
${ogimage}<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"${ld}","datePublished":"2024-10-22","author":{"@type":"Person","name":"Nia Carrow"}}</script>
</head>
<body>
<div class="cookie-banner">We use cookies to personalise content and ads.</div>
<header class="${MARKER}"><a href="/">The Daily Meridian</a>
<nav><ul><li><a href="/local/">Local</a></li><li><a href="/sport/">Sport</a></li><li><a href="/opinion/">Opinion</a></li></ul></nav></header>
<main><article>
<h1>${h1}</h1>
<p class="byline">By ${w === 'byline' ? byline : esc(byline)} &middot; <time datetime="2024-10-22">22 October 2024</time></p>
${figure}${body}
</article>
<aside><h2>Most read</h2><ul><li><a href="/a">Ferry timetable cut</a></li><li><a href="/b">Five walks for a wet weekend</a></li></ul></aside>
<section class="comments"><h2>Comments</h2><p>harbourwatcher, 22 October 2024: About time.</p></section>
</main>
<footer>&copy; 2024 The Daily Meridian. Vector ${i}.</footer>
</body>
</html>
`;
}

/*
 * A page its scripts would build: no article in the HTML, the article
 * (with the vector) in the JSON-LD articleBody, every "<" escaped as
 * publishers escape it inside a script element.
 */
function ldShellPage(v, i, title, paras) {
    const text = paras[0] + '\n\n' + paras[1] + ' ' + v.html +
        ' and more.\n' + v.html + '\n' + paras.slice(2).join('\n');
    const ld = JSON.stringify({ '@context': 'https://schema.org',
        '@type': 'NewsArticle', headline: title,
        datePublished: '2024-10-22', articleBody: text })
        .replace(/</g, '\\u003C');
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)} | The Daily Meridian</title>
<script type="application/ld+json">${ld}</script>
</head>
<body>
<header class="${MARKER}"><a href="/">The Daily Meridian</a></header>
<div id="app"></div>
<script src="/static/app.js"></script>
<footer>Vector ${i}.</footer>
</body>
</html>
`;
}

/*
 * Pages are reused: a pool of POOL pages works through a list of jobs;
 * each page's listeners write into page.nsegLog, cleared per job.
 */
const POOL = Math.max(1, parseInt(process.env.NSEG_BROWSER_JOBS || '3', 10));

async function openPage(ctx) {
    const page = await ctx.newPage();
    page.nsegLog = [];
    const log = m => page.nsegLog.push(m);
    page.on('dialog', d => { log('dialog ' + d.type() + ': ' + d.message());
        d.dismiss().catch(() => {}); });
    page.on('console', m => { if (m.text().includes('NSEG-PWNED')) {
        log('canary called (console)'); } });
    page.on('popup', p => { log('popup opened'); p.close().catch(() => {}); });
    page.nsegNotes = [];
    page.on('request', r => {
        const u = r.url();
        /*
         * An injected <base href> moves relative image URLs to another
         * host, as it would on the original page (browsers honour a
         * <base> anywhere): worth a note, but it runs no script.
         */
        if (/^https?:\/\/attacker\.invalid\//.test(u) &&
            r.resourceType() === 'image') {
            page.nsegNotes.push('image fetched from ' + u.slice(0, 60));
        } else if (/nseg-beacon|attacker\.invalid/.test(u) ||
            /^(javascript|data:text)/i.test(u)) {
            log('request to ' + u.slice(0, 60) + ' (' + r.resourceType() +
                ')');
        }
    });
    return page;
}

/* runs fn(page, job) for every job on POOL pages; reports in job order */
async function pool(ctx, jobs, fn) {
    const results = new Array(jobs.length);
    let next = 0;
    async function worker() {
        let page = await openPage(ctx);
        while (next < jobs.length) {
            const i = next++;
            page.nsegLog = [];
            page.nsegNotes = [];
            try {
                results[i] = await fn(page, jobs[i]);
                results[i].notes = page.nsegNotes;
            } catch (e) {
                results[i] = { name: jobs[i].name || String(i), ok: false,
                    diag: ['error: ' + e.message.split('\n')[0]] };
                await page.close().catch(() => {});
                page = await openPage(ctx);
            }
        }
        await page.close().catch(() => {});
    }
    await Promise.all(Array.from({ length: Math.min(POOL, jobs.length) },
        worker));
    for (const r of results) {
        ok(r.ok, r.name, r.diag);
        for (const note of [...new Set(r.notes || [])]) {
            console.log('#   note: ' + note);
        }
    }
}

async function xssTests(ctx) {
    const dir = path.join(ROOT, 'xss');
    fs.mkdirSync(dir, { recursive: true });
    VECTORS.forEach((v, i) => fs.writeFileSync(
        path.join(dir, 'v' + String(i).padStart(3, '0') + '.html'),
        xssPage(v, i)));

    /* how many <style> elements the views have on a benign page */
    const budget = {};
    for (const mode of MODES) {
        const r = await fetch(FRONT + viewPath(mode) +
            '/en-council-budget.html');
        const t = await r.text();
        budget[mode] = countStyles(t);
        const csp = r.headers.get('content-security-policy') || '';
        ok(/(default-src|script-src)\s+'none'/.test(csp) &&
           !/script-src[^;]*'unsafe-inline'/.test(csp),
           mode + ' view: Content-Security-Policy forbids scripts',
           'got: ' + (csp || '(no header)'));
        ok(r.headers.get('x-content-type-options') === 'nosniff',
           mode + ' view: X-Content-Type-Options: nosniff');
    }

    const jobs = [];
    for (const mode of MODES) {
        VECTORS.forEach((v, i) => jobs.push({ mode, v, i }));
    }
    await pool(ctx, jobs, async (page, { mode, v, i }) => {
        const file = 'v' + String(i).padStart(3, '0') + '.html';
        const url = FRONT + viewPath(mode) + '/xss/' + file;
        const name = 'xss ' + mode + ' #' + i + ' [' + v.cls + '] ' +
            JSON.stringify(v.html).slice(1, 60);
        const log = page.nsegLog;
        let html = '', status = 0;
        try {
            const r = await fetch(url);
            status = r.status;
            html = await r.text();
        } catch (e) {
            log.push('fetch failed: ' + e.message);
        }
        const issues = forbidden(html, budget[mode]);
        if (html.includes(MARKER)) {
            issues.unshift('the original page was served (fail-open: ' +
                'the view was not produced)');
        }
        if (v.where === 'ldbody' && !html.includes('met on Tuesday evening')) {
            issues.unshift('the view does not show the articleBody');
        }
        let dom = [];
        try {
            await page.goto(url, { waitUntil: 'load', timeout: 15000 });
            await page.waitForTimeout(60);
            const hits = await page.evaluate(() => window.__nsegHits || 0);
            if (hits) log.push('canary nsegPwn() ran ' + hits + ' time(s)');
            if (!page.url().startsWith(url)) {
                log.push('navigated to ' + page.url().slice(0, 80));
            }
            dom = await page.evaluate(domProbe);
        } catch (e) {
            log.push('page error: ' + e.message.split('\n')[0]);
        }
        /* leave the page so that late timers of this vector die here */
        await page.goto('about:blank').catch(() => {});
        const all = [...log, ...issues, ...dom];
        return { name, ok: status === 200 && all.length === 0,
                 diag: ['HTTP ' + status, ...all] };
    });
}

async function axeTests(ctx, pages) {
    const axeSrc = fs.readFileSync(require.resolve('axe-core/axe.min.js'),
        'utf8');
    const runs = [['reader', 'light'], ['reader', 'dark'], ['print', 'light']];
    const jobs = [];
    for (const file of pages) {
        for (const [mode, scheme] of runs) {
            jobs.push({ file, mode, scheme });
        }
    }
    await pool(ctx, jobs, async (page, { file, mode, scheme }) => {
        const url = FRONT + '/' + mode + '/' + file;
        const name = 'axe ' + mode + (scheme === 'dark' ? ' (dark)' : '') +
            ' ' + file;
        const diag = [];
        let violations = null;
        await page.emulateMedia({ colorScheme: scheme });
        const r = await page.goto(url, { waitUntil: 'load' });
        if (!r.headers()['content-security-policy']) {
            diag.push('not a view: the original page was served ' +
                '(HTTP ' + r.status() + ', no CSP header)');
        }
        await page.addScriptTag({ content: axeSrc });
        /* and heading-order (a best practice): the outline of a view
         * skips no level, for screen readers' heading navigation */
        const res = await page.evaluate(tags => window.axe.run(
            document, { runOnly: { type: 'tag', values: tags },
                        rules: { 'heading-order': { enabled: true } },
                        resultTypes: ['violations'] }), AXE_TAGS);
        violations = res.violations;
        for (const v of violations) {
            diag.push(v.id + ' (' + v.impact + '): ' + v.help + ' - ' +
                v.nodes.length + ' node(s), e.g. ' +
                v.nodes[0].target.join(' ') + ' ' +
                (v.nodes[0].failureSummary || '').replace(/\s+/g, ' ')
                    .slice(0, 160));
        }
        await page.emulateMedia({ colorScheme: 'light' });
        return { name, ok: violations.length === 0 && diag.length === 0,
                 diag };
    });
}

async function looks(ctx, pages) {
    fs.mkdirSync(LOOKS, { recursive: true });
    for (const file of pages) {
        const base = file.replace(/\.html$/, '');
        for (const scheme of ['light', 'dark']) {
            const page = await ctx.newPage();
            const out = path.join(LOOKS, base + '-reader-' + scheme + '.png');
            let err = '';
            try {
                await page.setViewportSize({ width: 1024, height: 800 });
                await page.emulateMedia({ colorScheme: scheme });
                await page.goto(FRONT + '/reader/' + file,
                    { waitUntil: 'load' });
                await page.screenshot({ path: out, fullPage: true });
            } catch (e) {
                err = e.message.split('\n')[0];
            }
            await page.close();
            ok(!err && fs.existsSync(out) && fs.statSync(out).size > 5000,
               'looks: screenshot ' + path.basename(out), err);
        }
        const page = await ctx.newPage();
        const pdf = path.join(LOOKS, base + '-print.pdf');
        let err = '';
        try {
            await page.goto(FRONT + '/print/' + file, { waitUntil: 'load' });
            await page.emulateMedia({ media: 'print' });
            await page.pdf({ path: pdf, preferCSSPageSize: true,
                             printBackground: false });
        } catch (e) {
            err = e.message.split('\n')[0];
        }
        await page.close();
        ok(!err && fs.existsSync(pdf) &&
           fs.readFileSync(pdf).subarray(0, 5).toString() === '%PDF-',
           'looks: PDF ' + path.basename(pdf), err);
    }
}

/*
 * The print view prints a link's address after its words (paper has no
 * links), but not under a picture: a photo's link to its full size would
 * put a long address under every picture.
 */
async function printLinkTests(ctx) {
    const paras = [1, 2, 3, 4].map(k => '<p>Paragraph ' + k + ' of the ' +
        'harbour story, long enough to be the article text that the ' +
        'extractor keeps, with a few more words about the north quay.</p>');
    fs.writeFileSync(path.join(ROOT, 'print-links.html'), `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Quay repairs to take eighteen months | The Daily Meridian</title></head>
<body><main><article><h1>Quay repairs to take eighteen months</h1>
${paras[0]}
<figure><a href="https://img.example/quay-full.jpg"><img src="https://img.example/quay.jpg" alt="The closed north quay" width="800" height="450"></a><figcaption>The north quay.</figcaption></figure>
<p>The <a href="https://board.example/report">board's report</a> is online. ${paras[1].slice(3, -4)}</p>
${paras.slice(2).join('\n')}
</article></main></body></html>
`);
    const page = await ctx.newPage();
    let got = null, err = '';
    try {
        await page.goto(FRONT + '/print/print-links.html',
            { waitUntil: 'load' });
        await page.emulateMedia({ media: 'print' });
        got = await page.evaluate(() => [...document.querySelectorAll(
            '.nseg-body a')].map(a => [a.querySelector('img') ? 'img' :
            'text', getComputedStyle(a, '::after').content]));
    } catch (e) {
        err = e.message.split('\n')[0];
    }
    await page.close();
    const img = (got || []).filter(x => x[0] === 'img');
    const text = (got || []).filter(x => x[0] === 'text');
    ok(!err && img.length === 1 && img[0][1] === 'none' &&
       text.length === 1 && /board\.example/.test(text[0][1]),
       'print view: a link\'s address after its words, none under a picture',
       err || JSON.stringify(got));
}

function fixturePages() {
    const gold = path.join(ROOT, 'gold.tsv');
    return fs.readFileSync(gold, 'utf8').split('\n').slice(1)
        .filter(Boolean).map(l => l.split('\t')[0]);
}

/* the held-out pages of t/heldout.t (tools/browser-test.sh copies them) */
function heldoutPages() {
    const expect = path.join(ROOT, 'heldout', 'expect.tsv');
    if (!fs.existsSync(expect)) {
        return [];
    }
    return fs.readFileSync(expect, 'utf8').split('\n')
        .filter(l => l && !l.startsWith('#'))
        .map(l => 'heldout/' + l.split('\t')[0]);
}

async function main() {
    if (!ROOT) {
        throw new Error('NSEG_ROOT is not set; run tools/browser-test.sh');
    }
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'nseg-chromium-'));
    const ctx = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        /* the canary must see what the sanitiser lets through, so the
         * view's CSP (checked on its own above) is bypassed */
        bypassCSP: true,
        args: ['--headless', '--no-sandbox', '--disable-gpu',
               '--disable-quic', '--no-first-run',
               '--disable-background-networking',
               '--disable-component-update', '--disable-sync'],
    });
    await ctx.addInitScript(() => {
        window.__nsegHits = 0;
        window.nsegPwn = function () {
            window.__nsegHits++;
            console.log('NSEG-PWNED');
        };
    });
    const t0 = Date.now();
    try {
        const pages = fixturePages();
        if (ONLY.has('xss')) await xssTests(ctx);
        if (ONLY.has('a11y')) {
            await axeTests(ctx, pages.concat(heldoutPages()));
        }
        if (ONLY.has('looks')) await printLinkTests(ctx);
        if (ONLY.has('looks')) {
            await looks(ctx, ['en-council-budget.html',
                              'ar-desalination-rtl.html',
                              'en-river-flood-lazy.html']);
        }
    } finally {
        await ctx.close();
        fs.rmSync(profile, { recursive: true, force: true });
    }
    console.log('1..' + n);
    console.log('# ' + VECTORS.length + ' XSS vectors x ' + MODES.length +
        ' views; axe tags ' + AXE_TAGS.join(',') + '; ' +
        ((Date.now() - t0) / 1000).toFixed(1) + ' s; looks in ' + LOOKS);
    if (failures.length) {
        console.log('# failed: ' + failures.length);
    }
    console.log('browser: ' + passed + ' passed, ' + failed + ' failed');
    process.exit(failed ? 1 : 0);
}

main().catch(e => {
    console.log('not ok - browser tests aborted: ' + e.message);
    console.log('browser: ' + passed + ' passed, ' + (failed + 1) + ' failed');
    process.exit(1);
});
