import { describe, expect, it } from "vitest";
import { sanitizeHtml as sanitizeForRender } from "../../client/lib/sanitize/sanitizeHtml";
import { htmlToText } from "#shared/sanitizePolicy";
import { sanitizeHtml } from "../../worker/content/sanitize";
import { activeContent, allowListProblems } from "../fixtures/assertInert";
import { XSS_VECTORS } from "../fixtures/xssVectors";

const VOID = new Set(["br", "hr", "img"]);

/** Every start tag closed by its own end tag, innermost first. */
function balanced(html: string): boolean {
  const stack: string[] = [];
  for (const [, slash, name] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (VOID.has(name!)) continue;
    if (!slash) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

describe("PITFALLS Security: the worker's DOM-free sanitizer (xss, DESIGN §5 allow-list)", () => {
  it.each(XSS_VECTORS.map((vector) => [vector.label, vector.html]))(
    "PITFALLS Security: the worker's sanitizer leaves no active content in %s",
    (_label, html) => {
      const clean = sanitizeHtml(html);
      expect(activeContent(clean)).toEqual([]);
      expect(allowListProblems(clean)).toEqual([]);
    },
  );

  it("DESIGN §5 keeps formatting, lists and headings as written", () => {
    const html =
      "<h1>Title</h1><h2>a</h2><h3>b</h3><h4>c</h4><p>Hello <strong>world</strong>, <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>s</s>" +
      "<small>small</small> H<sub>2</sub>O x<sup>2</sup><br><span>span</span></p><div><blockquote>quote</blockquote><hr></div>" +
      "<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("DESIGN §5 keeps tables with their spans", () => {
    const html = '<table><thead><tr><th colspan="2">Prize</th></tr></thead><tbody><tr><td>1st</td><td rowspan="2">$100</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    // The browser's parser adds the tbody itself; writing it keeps the server's markup and the parser's tree the same.
    expect(sanitizeHtml('<table><tr><td colspan="2; x" rowspan="-1">x</td></tr></table>')).toBe("<table><tbody><tr><td>x</td></tr></tbody></table>");
  });

  it("DESIGN §5 an outside https link opens a new tab with noopener noreferrer, whatever target and rel the content asked for", () => {
    expect(sanitizeHtml('<a href="https://example.com/promo?a=1&amp;b=2" title="Promo" target="_self" rel="opener">Go</a>')).toBe(
      '<a href="https://example.com/promo?a=1&amp;b=2" target="_blank" rel="noopener noreferrer" title="Promo">Go</a>',
    );
    expect(sanitizeHtml('<a href="http://example.com/">Go</a>')).toBe('<a href="http://example.com/" target="_blank" rel="noopener noreferrer">Go</a>');
  });

  it("DESIGN §5 our own /m/ pages, mail and phone links stay in place; other addresses lose their href", () => {
    expect(sanitizeHtml('<a href="/m/promotions?id=7" target="_top">Promos</a>')).toBe('<a href="/m/promotions?id=7">Promos</a>');
    expect(sanitizeHtml('<a href="mailto:help@example.com">Mail</a> <a href="tel:+6612345678">Call</a>')).toBe(
      '<a href="mailto:help@example.com">Mail</a> <a href="tel:+6612345678">Call</a>',
    );
    for (const href of ["//evil.example/", "/\\evil.example/", "/admin", "promo.html", "ftp://example.com/", "#top", "https:evil.example"]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe("<a>x</a>");
    }
  });

  it("DESIGN §5 images from http, https and our own paths keep src, alt and sizes; data: and protocol-relative do not", () => {
    const html = '<img src="https://cdn.example.com/a.png" alt="Banner" width="320" height="100">';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<img src="/m/assets/b.png" alt="">')).toBe('<img src="/m/assets/b.png" alt="">');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" width="100%">')).toBe("<img>");
    expect(sanitizeHtml('<img src="//cdn.example.com/a.png">')).toBe("<img>");
    expect(sanitizeHtml('<img src="mailto:x@example.com">')).toBe("<img>");
  });

  it("DESIGN §5 no style, id or name; class keeps only tokens that cannot reach the app's CSS-module names", () => {
    expect(sanitizeHtml('<p style="color:red" id="x" name="y" class="ql-align-center Button_x1y2z3 a:b">x</p>')).toBe('<p class="ql-align-center">x</p>');
    expect(sanitizeHtml('<p class="__proto__">x</p>')).toBe("<p>x</p>");
  });

  it("DESIGN §5 text stays text: angle brackets are escaped and entities survive", () => {
    expect(sanitizeHtml("<p>1 < 2 &amp; 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
    expect(sanitizeHtml("")).toBe("");
  });

  it("DESIGN §5 unknown tags go, their text stays; script-like tags go with their text", () => {
    expect(sanitizeHtml("<font color=red>Big</font> <center>win</center>")).toBe("Big win");
    expect(sanitizeHtml("<p>a<script>b</script><style>c</style><iframe>d</iframe>e</p>")).toBe("<p>ae</p>");
  });

  it("DESIGN §5 server markup closes what it opens and nothing else, so it cannot reach the page's own elements", () => {
    expect(sanitizeHtml("</div></li></ul><p>escape")).toBe("<p>escape</p>");
    expect(sanitizeHtml("<div><b>open")).toBe("<div><b>open</b></div>");
    // The parser would close the page's own <li> or <p> for these; the server closes them itself or drops the tag.
    expect(sanitizeHtml("<li>orphan</li><div><li>x</li></div>")).toBe("orphan<div>x</div>");
    expect(sanitizeHtml("<ul><li><div>a<li>b</li></div></li></ul>")).toBe("<ul><li><div>a</div></li><li>b</li></ul>");
    expect(sanitizeHtml("<p>para<div>block</div>after</p>")).toBe("<p>para</p><div>block</div>after");
    expect(sanitizeHtml("<b><p>x</b>y</p>")).toBe("<b><p>x</p></b>y");
    expect(sanitizeHtml("<h1>a<h2>b</h2></h1>")).toBe("<h1>a</h1><h2>b</h2>");
    expect(sanitizeHtml("<table><p>moved</p><tr><td>a<td>b</tr><tr><th>c</table>")).toBe(
      "<table>moved<tbody><tr><td>a</td><td>b</td></tr><tr><th>c</th></tr></tbody></table>",
    );
    expect(sanitizeHtml("<td>cell</td><tr>row</tr>")).toBe("cellrow");
    for (const { html } of XSS_VECTORS) expect(balanced(sanitizeHtml(html)), html).toBe(true);
  });

  it("DESIGN §5 htmlToText gives a title's plain text", () => {
    expect(htmlToText("<p>Weekly <b>bonus</b>&nbsp;&amp; more<br>now</p><script>x()</script>")).toBe("Weekly bonus\u00a0& more now".replace("\u00a0", " "));
    expect(htmlToText("Deposit &#36;10 &lt;today&gt;")).toBe("Deposit $10 <today>");
  });

  it("DESIGN §5 the client's sanitizeHtml, rendered on the server (no DOM), gives the worker's output, never the input", () => {
    for (const { html } of XSS_VECTORS) expect(sanitizeForRender(html)).toBe(sanitizeHtml(html));
    expect(sanitizeForRender('<p onclick="x()">Hi <a href="https://example.com/">there</a></p>')).toBe(
      '<p>Hi <a href="https://example.com/" target="_blank" rel="noopener noreferrer">there</a></p>',
    );
  });
});
