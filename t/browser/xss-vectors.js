'use strict';
/*
 * Script-injection vectors, by class, in the style of the public XSS
 * filter-evasion cheat sheets.  Each payload tries to call alert() or
 * nsegPwn() (a canary the test defines in every frame), or to navigate.
 *
 * where: 'body' (default) puts the vector twice in the article body, once
 * inside a paragraph and once between paragraphs; the other places are
 * the headline, the byline, JSON-LD, OpenGraph, <html lang>, an image alt
 * and a link href inside the body, og:image and og:image:alt of a page
 * whose body has no picture (the views' lead image); 'ldbody' puts it into the JSON-LD
 * articleBody of a page its scripts would build (no article in the HTML).
 */

const B64_SCRIPT = Buffer.from('<script>alert(1)</script>').toString('base64');
const B64_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" ' +
    'onload="alert(1)"/>').toString('base64');
const ENT = s => [...s].map(c => '&#' + c.charCodeAt(0) + ';').join('');
const HEX = s => [...s].map(c => '&#x' + c.charCodeAt(0).toString(16) +
    ';').join('');
const PAD = s => [...s].map(c => '&#0000' + c.charCodeAt(0)).join('');

const V = [];
const add = (cls, html, where) => V.push({ cls, html, where: where || 'body' });

/* script elements */
add('script', '<script>nsegPwn()</script>');
add('script', '<SCRIPT SRC=/nseg-beacon.js></SCRIPT>');
add('script', '<script src="data:,nsegPwn()"></script>');
add('script', '<scr<script>ipt>alert(1)</scr</script>ipt>');
add('script', '<script/xss>nsegPwn()</script>');
add('script', '<script\ttype="text/javascript">nsegPwn()</script>');
add('script', '<<SCRIPT>alert(1);//<</SCRIPT>');
add('script', '<script>/*</script>*/nsegPwn()</script>');
add('script', '<ScRiPt>nsegPwn()</sCrIpT>');
add('script', '<script type="module">nsegPwn()</script>');
add('script', '<script>document.write("<img src=x onerror=nsegPwn()>")</script>');
add('script', '<script\n>nsegPwn()</script\n>');

/* event handlers */
add('event', '<img src=x onerror=nsegPwn()>');
add('event', '<img src="x" onerror="nsegPwn()">');
add('event', '<IMG SRC=x ONERROR=alert(1)>');
add('event', '<img/src=x/onerror=nsegPwn()>');
add('event', '<img\tsrc=x\tonerror=nsegPwn()>');
add('event', '<img\nsrc=x\nonerror=nsegPwn()>');
add('event', '<img src=x onerror   =   nsegPwn()>');
add('event', '<img src=x onerror="&#110;segPwn()">');
add('event', '<img src=x onerror=alert&#40;1&#41;>');
add('event', '<img src=x:alert(alt) onerror=eval(src) alt=0>');
add('event', '<body onload=nsegPwn()>');
add('event', '<body onpageshow=nsegPwn()>');
add('event', '<svg onload=nsegPwn()>');
add('event', '<svg/onload=nsegPwn()>');
add('event', '<input autofocus onfocus=nsegPwn()>');
add('event', '<select autofocus onfocus=nsegPwn()></select>');
add('event', '<textarea autofocus onfocus=nsegPwn()></textarea>');
add('event', '<details open ontoggle=nsegPwn()>x</details>');
add('event', '<video src=x onerror=nsegPwn()></video>');
add('event', '<audio src=x onerror=nsegPwn()></audio>');
add('event', '<video><source onerror=nsegPwn()></video>');
add('event', '<marquee onstart=nsegPwn()>news</marquee>');
add('event', '<div onmouseover=nsegPwn()>hover</div>');
add('event', '<p onclick="nsegPwn()">click</p>');
add('event', '<iframe onload=nsegPwn()></iframe>');
add('event', '<object data=x onerror=nsegPwn()></object>');
add('event', '<style onload=nsegPwn()></style>');
add('event', '<link rel=stylesheet href=x onerror=nsegPwn()>');
add('event', '<image src=x onerror=nsegPwn()>');
add('event', '<x onclick=nsegPwn() tabindex=0 autofocus onfocus=nsegPwn()>x</x>');
add('event', '<img srcset="x 1x" onerror=nsegPwn()>');
add('event', '<p style="animation-name:nsegspin" ' +
    'onanimationstart=nsegPwn()>a</p><style>@keyframes nsegspin{}</style>');
add('event', '<a href="#" onfocusin=nsegPwn() autofocus>x</a>');
add('event', '<table background=x onerror=nsegPwn()><tr><td>x</td></tr></table>');

/* javascript: URLs and their encodings */
add('jsurl', '<a href="javascript:alert(1)">link</a>');
add('jsurl', '<a href="JaVaScRiPt:alert(1)">link</a>');
add('jsurl', '<a href=" javascript:alert(1)">link</a>');
add('jsurl', '<a href="' + ENT('javascript:alert(1)') + '">link</a>');
add('jsurl', '<a href="' + HEX('javascript:alert(1)') + '">link</a>');
add('jsurl', '<a href="' + PAD('javascript:alert(1)') + '">link</a>');
add('jsurl', '<a href="jav&#x09;ascript:alert(1)">link</a>');
add('jsurl', '<a href="jav&#x0A;ascript:alert(1)">link</a>');
add('jsurl', '<a href="jav&#x0D;ascript:alert(1)">link</a>');
add('jsurl', '<a href="java&Tab;script:alert(1)">link</a>');
add('jsurl', '<a href="javascript&colon;alert(1)">link</a>');
add('jsurl', '<a href="&#14; javascript:alert(1)">link</a>');
add('jsurl', '<a href="\u0001javascript:alert(1)">link</a>');
add('jsurl', '<a href="java\u0000script:alert(1)">link</a>');
add('jsurl', '<a href="javascript://%0anseg;alert(1)">link</a>');
add('jsurl', '<a href=javascript&#58;alert(1)>link</a>');
add('jsurl', '<a href="vbscript:msgbox(1)">link</a>');
add('jsurl', '<img src="javascript:alert(1)">');
add('jsurl', '<img dynsrc="javascript:alert(1)" lowsrc="javascript:alert(1)">');
add('jsurl', '<iframe src="javascript:alert(1)"></iframe>');
add('jsurl', '<area href="javascript:alert(1)">');
add('jsurl', '<map name=m><area shape=rect coords=0,0,9,9 href=javascript:alert(1)></map>');
add('jsurl', '<blockquote cite="javascript:alert(1)">q</blockquote>');
add('jsurl', '<input type="image" src="javascript:alert(1)">');
add('jsurl', '<bgsound src="javascript:alert(1)">');
add('jsurl', 'see <a href="javascript:alert(1)">this</a>', 'link');

/* SVG and MathML */
add('svg', '<svg><script>nsegPwn()</script></svg>');
add('svg', '<svg><a xlink:href="javascript:alert(1)"><text x=9 y=9>x</text></a></svg>');
add('svg', '<svg><a href="javascript&colon;alert(1)"><rect width=99 height=99 /></a></svg>');
add('svg', '<svg><animate onbegin=nsegPwn() attributeName=x dur=1s>');
add('svg', '<svg><set attributeName=onmouseover to=nsegPwn()>');
add('svg', '<svg><animate attributeName=href values=javascript:alert(1) /><a><text>x</text></a></svg>');
add('svg', '<svg><foreignObject><iframe srcdoc="<script>parent.nsegPwn()</script>"></iframe></foreignObject></svg>');
add('svg', '<svg><style><img src=x onerror=nsegPwn()></style></svg>');
add('svg', '<svg><![CDATA[><img src=x onerror=nsegPwn()>]]></svg>');
add('svg', '<svg><script href="data:,nsegPwn()"/></svg>');
add('svg', '<svg><use href="data:image/svg+xml;base64,' + B64_SVG + '#x"/></svg>');
add('svg', '<img src="data:image/svg+xml;base64,' + B64_SVG + '">');
add('math', '<math href="javascript:alert(1)">click</math>');
add('math', '<math><maction actiontype=statusline xlink:href=javascript:alert(1)>x</maction></math>');
add('math', '<math><mtext><table><mglyph><style><img src=x onerror=nsegPwn()>');
add('math', '<math><mi xlink:href="data:x,<script>alert(1)</script>">x</mi></math>');
/* an unclosed formula: what breaks out of it is HTML again, sanitised */
add('math', '<math><mi>x</mi><p title="</math><img src=x onerror=nsegPwn()>">t<img src=x onerror=nsegPwn()></p><mtext><style><img src=x onerror=nsegPwn()></style></mtext><div><a href="javascript:nsegPwn()">x</a></div>');

/* malformed tags, parser differentials */
add('malformed', '<IMG """><SCRIPT>nsegPwn()</SCRIPT>">');
add('malformed', '<<img src=x onerror=nsegPwn()//<');
add('malformed', '<img src=x onerror=nsegPwn()');
add('malformed', '<a href="javas<!-- -->cript:alert(1)">x</a>');
add('malformed', '<p title="</p><script>nsegPwn()</script>">t</p>');
add('malformed', '<noscript><p title="</noscript><img src=x onerror=nsegPwn()>"></noscript>');
/* a <noscript> twin of a script template is read as content (Blogger) */
add('malformed', '<script type="text/template"><p>t</p></script><noscript><p title="</noscript><img src=x onerror=nsegPwn()>">t</p><img src=x onerror=nsegPwn()><script>nsegPwn()</script></noscript>');
add('malformed', '<script type="text/template"><img src=x onerror=nsegPwn()></script><noscript><a href="javascript:nsegPwn()">t</a><iframe srcdoc="<script>parent.nsegPwn()</script>"></iframe></noscript>');
add('malformed', '<title><img src=x onerror=nsegPwn()></title>');
add('malformed', '<textarea><img src=x onerror=nsegPwn()></textarea>');
add('malformed', '<xmp><script>nsegPwn()</script></xmp>');
add('malformed', '<noembed><img src=x onerror=nsegPwn()></noembed>');
add('malformed', '<img src=`x`onerror=nsegPwn()>');
add('malformed', '<div/onmouseover=\'nsegPwn()\'>x</div>');
add('malformed', '<a"onmouseover=nsegPwn()>x</a>');
add('malformed', '<a title=\'x\' onmouseover=nsegPwn() \'>x</a>');
add('malformed', '<img src="x" alt="``onerror=nsegPwn()">');
add('malformed', '</p><script>nsegPwn()</script><p>');
add('malformed', '<template><img src=x onerror=nsegPwn()></template>');
add('malformed', '<select><style></select><img src=x onerror=nsegPwn()>');
add('malformed', '<img src="x\u0000" onerror=nsegPwn()>');
add('malformed', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=nsegPwn()>');

/* comments, CDATA, processing instructions */
add('comment', '<!--<img src=x onerror=nsegPwn()>-->');
add('comment', '<!--[if gte IE 4]><script>nsegPwn()</script><![endif]-->');
add('comment', '<![CDATA[<script>nsegPwn()</script>]]>');
add('comment', '<!--><img src=x onerror=nsegPwn()>-->');
add('comment', '<!-- --!><img src=x onerror=nsegPwn()>-->');
add('comment', '<? foo="><script>nsegPwn()</script>">');
add('comment', '<!DOCTYPE x><img src=x onerror=nsegPwn()>');
add('comment', '<!--- -- ---><img src=x onerror=nsegPwn()>');

/* srcdoc, frames, plugins, data: documents */
add('srcdoc', '<iframe srcdoc="<script>parent.nsegPwn()</script>"></iframe>');
add('srcdoc', '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>');
add('srcdoc', '<iframe src="/nseg-beacon.html"></iframe>');
add('srcdoc', '<frameset onload=nsegPwn()><frame src="javascript:alert(1)"></frameset>');
add('data', '<iframe src="data:text/html;base64,' + B64_SCRIPT + '"></iframe>');
add('data', '<object data="data:text/html;base64,' + B64_SCRIPT + '"></object>');
add('data', '<embed src="data:text/html,<script>alert(1)</script>">');
add('data', '<a href="data:text/html,<script>alert(1)</script>">x</a>');
add('data', '<object data="javascript:alert(1)"></object>');
add('data', '<embed src="javascript:alert(1)">');
add('data', '<applet code="x.class">x</applet>');
add('data', '<portal src="/nseg-beacon.html"></portal>');

/* meta refresh and friends */
add('meta', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">');
add('meta', '<meta http-equiv="refresh" content="0; url=data:text/html;base64,' +
    B64_SCRIPT + '">');
add('meta', '<meta http-equiv="refresh" content="0;url=/nseg-beacon.html">');
add('meta', '<META HTTP-EQUIV="Set-Cookie" Content="nseg=1">');
add('meta', '<meta http-equiv="content-security-policy" content="script-src *">');

/* CSS */
add('css', '<div style="width: expression(nsegPwn())">x</div>');
add('css', '<div style="background:url(javascript:alert(1))">x</div>');
add('css', '<div style="x:\\65xpression(nsegPwn())">x</div>');
add('css', '<p style="color:red">red</p>');
add('css', '<style>@import "javascript:alert(1)";</style>');
add('css', '<style>body{behavior:url(x.htc);-moz-binding:url(x.xml#x)}</style>');
add('css', '<style>*{background:url("javascript:alert(1)")}</style>');
add('css', '<link rel=stylesheet href="javascript:alert(1)">');
add('css', '<style></style><img src=x onerror=nsegPwn()>');
add('css', '<style>p{background:url(/nseg-beacon.png)}</style>');

/* base href, forms */
add('base', '<base href="javascript:alert(1)//">');
add('base', '<base href="http://attacker.invalid/">');
add('form', '<form action="javascript:alert(1)"><input type=submit></form>');
add('form', '<form><button formaction="javascript:alert(1)">go</button></form>');
add('form', '<isindex action=javascript:alert(1) type=image>');
add('form', '<form id=f></form><button form=f formaction=javascript:alert(1)>go</button>');
add('form', '<input type=password name=pw value="steal">');

/* metadata the views print: headline, byline, JSON-LD, OpenGraph, lang */
add('meta-title', 'Budget <img src=x onerror=nsegPwn()> row', 'title');
add('meta-title', 'Budget <script>nsegPwn()</script> row', 'title');
add('meta-byline', 'Ann Smith <img src=x onerror=nsegPwn()>', 'byline');
add('meta-jsonld', '</script><script>nsegPwn()</script>', 'jsonld');
add('meta-jsonld', '"><img src=x onerror=nsegPwn()>', 'jsonld');
add('meta-og', '"><img src=x onerror=nsegPwn()>', 'og');
add('meta-lang', 'en" onmouseover="nsegPwn()', 'lang');
add('meta-alt', 'x" onerror="nsegPwn()', 'alt');
add('meta-imgsrc', 'x" onerror="nsegPwn()', 'imgsrc');
add('meta-ogimage', 'https://img.example/q.jpg" onerror="nsegPwn()', 'ogimage');
add('meta-ogimage', 'https://img.example/q.jpg"><img src=x onerror=nsegPwn()>', 'ogimage');
add('meta-ogimage', 'javascript:nsegPwn()//.jpg', 'ogimage');
add('meta-ogimagealt', 'x" onerror="nsegPwn()', 'ogimagealt');
add('meta-ogimagealt', '"><img src=x onerror=nsegPwn()>', 'ogimagealt');

/* the article of a script-built page, from its JSON-LD articleBody */
add('ldbody', '<script>nsegPwn()</script>', 'ldbody');
add('ldbody', '<img src=x onerror=nsegPwn()>', 'ldbody');
add('ldbody', '<a href="javascript:alert(1)">link</a>', 'ldbody');
add('ldbody', '<a href="' + ENT('javascript:alert(1)') + '">link</a>', 'ldbody');
add('ldbody', '&lt;img src=x onerror=nsegPwn()&gt;', 'ldbody');
/* escaped once more than JSON needs: unescaped, it is HTML, sanitised */
add('ldbody', '&lt;p&gt;t&lt;/p&gt;&lt;img src=x onerror=nsegPwn()&gt;&lt;script&gt;nsegPwn()&lt;/script&gt;&lt;a href=&quot;javascript:nsegPwn()&quot;&gt;x&lt;/a&gt;', 'ldbody');
add('ldbody', '<svg onload=nsegPwn()>', 'ldbody');
add('ldbody', '<iframe srcdoc="<script>parent.nsegPwn()</script>"></iframe>', 'ldbody');
add('ldbody', '<base href="//attacker.invalid/"><p>t</p>', 'ldbody');
add('ldbody', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', 'ldbody');
add('ldbody', '<p title="</p><script>nsegPwn()</script>">t</p>', 'ldbody');
add('ldbody', '<math><mi>x</mi><p title="</math><img src=x onerror=nsegPwn()>">t</p>', 'ldbody');
add('ldbody', '<style>*{background:url("javascript:alert(1)")}</style><div style="background:url(javascript:alert(1))">x</div>', 'ldbody');

module.exports = V;
