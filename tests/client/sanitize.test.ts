import createDOMPurify from "dompurify";
import { act, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SafeHtml } from "../../client/lib/sanitize/SafeHtml";
import { createDomPurifySanitizer, sanitizeHtml, usesDomPurify } from "../../client/lib/sanitize/sanitizeHtml";
import { sanitizeHtml as workerSanitizeHtml } from "../../worker/content/sanitize";
import { activeContent, allowListProblems, tagAndAttributeSet } from "../fixtures/assertInert";
import { XSS_VECTORS } from "../fixtures/xssVectors";

/**
 * The client's sanitizeHtml as it runs in this environment (happy-dom). DOMPurify does not work on happy-dom
 * (cure53/DOMPurify#1457): its `Node.prototype.nodeName` getter answers "" for elements, and its node iterator
 * skips what follows a removed node, so `<script></script><img onerror>` keeps the handler. sanitizeHtml's self-check
 * notices and uses the DOM-free sanitizer here; DOMPurify's own behaviour is proven in a real browser (the e2e, from
 * tests/fixtures/xssVectors.ts). Below, a patched happy-dom still checks our DOMPurify hooks and lists on markup
 * where DOMPurify removes no element.
 *
 * While markup sits in the page, happy-dom's JavaScript evaluation is on, so inline handlers and inserted scripts
 * really run: a vector that survived would call the `__xss` spy (the control test proves the harness). It is off
 * while sanitizing: happy-dom runs scripts even in a detached working document, which no browser does.
 */
const xss = vi.fn();
const EVENTS = ["error", "load", "focus", "focusin", "blur", "mouseover", "mouseenter", "pointerover", "click", "toggle", "animationstart", "start", "begin"];
const domPurifyWorksHere = usesDomPurify();

beforeEach(() => {
  xss.mockClear();
  Object.assign(globalThis, { __xss: xss });
});
afterEach(() => {
  document.body.replaceChildren();
});

/** Puts `html` into the page the way SafeHtml does, fires every event a vector listens for, and lets timers run. */
async function insertAndPoke(html: string): Promise<void> {
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM;
  Object.assign(settings, { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true });
  try {
    const container = document.createElement("div");
    // A click on a surviving link must not navigate the test window; inline handlers still see the event.
    container.addEventListener("click", (event) => event.preventDefault(), true);
    document.body.append(container);
    container.innerHTML = html;
    for (const element of [container, ...container.querySelectorAll("*")]) {
      for (const type of EVENTS) element.dispatchEvent(new Event(type, { bubbles: false, cancelable: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    await (window as unknown as { happyDOM: { waitUntilComplete(): Promise<void> } }).happyDOM.waitUntilComplete();
    await Promise.resolve();
  } finally {
    settings.enableJavaScriptEvaluation = false;
  }
}

describe("PITFALLS Security: the client's sanitizer (DESIGN §5 allow-list)", () => {
  it("PITFALLS Security: sanitizeHtml uses DOMPurify exactly where DOMPurify removes what follows a removed node", () => {
    const plain = createDOMPurify(window).sanitize('<script>x()</script><img src="https://example.com/a.png" onerror="x()">');
    expect(domPurifyWorksHere).toBe(!plain.includes("onerror"));
  });

  it("PITFALLS Security: the vector list is large enough and every label is unique", () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(XSS_VECTORS.map((vector) => vector.label)).size).toBe(XSS_VECTORS.length);
  });

  it.each(XSS_VECTORS.map((vector) => [vector.label, vector.html]))(
    "PITFALLS Security: the client's sanitizer leaves no active content in %s",
    async (_label, html) => {
      const clean = sanitizeHtml(html);
      expect(activeContent(clean)).toEqual([]);
      expect(allowListProblems(clean)).toEqual([]);
      await insertAndPoke(clean);
      expect(xss).not.toHaveBeenCalled();
    },
  );

  it("PITFALLS Security: control — the same harness does catch a vector that was not sanitized", async () => {
    for (const label of ["img-onerror", "p-onclick", "div-onmouseover"]) {
      await insertAndPoke(XSS_VECTORS.find((vector) => vector.label === label)!.html);
      expect(xss).toHaveBeenCalledWith(label);
    }
  });

  it("DESIGN §5 the worker's output of every vector is inert in the page too (what SSR sends)", async () => {
    for (const { html } of XSS_VECTORS) await insertAndPoke(workerSanitizeHtml(html));
    expect(xss).not.toHaveBeenCalled();
  });
});

const BENIGN = [
  "<h1>Weekly</h1><h2>bonus</h2><h3>for</h3><h4>all</h4><p>Hello <strong>world</strong>, <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>s</s> <small>small</small></p>",
  "<p>H<sub>2</sub>O and x<sup>2</sup><br>next line</p><hr><blockquote>Quoted <span>text</span></blockquote><div>block</div>",
  '<p><a href="https://example.com/promo?a=1&amp;b=2" title="Promo" target="_self" rel="opener">Outside</a> <a href="http://example.com/">plain</a></p>',
  '<p><a href="/m/promotions?id=7" target="_top">Ours</a> <a href="mailto:help@example.com">Mail</a> <a href="tel:+6612345678">Call</a></p>',
  '<p><a href="//evil.example/">protocol-relative</a> <a href="/admin">other path</a> <a>no href</a></p>',
  '<p><img src="https://cdn.example.com/a.png" alt="Banner" width="320" height="100"> <img src="/m/assets/b.png" alt=""> <img src="data:image/png;base64,AAAA"></p>',
  "<ul><li>One</li><li>Two<ol><li>Two A</li></ol></li></ul>",
  '<table><thead><tr><th colspan="2">Prize</th></tr></thead><tbody><tr><td>1st</td><td rowspan="2">$100</td></tr></tbody></table>',
  "<table><tr><td>no tbody written</td></tr></table>",
  '<p class="ql-align-center Button_x1y2z3 a:b" style="color:red" id="top" name="top" data-x="1" aria-label="x">styled</p>',
  "<p>1 &lt; 2 &amp; 3 &gt; 2, &copy; 2026 &mdash; &#36;10</p>",
  "<font color=red>Big</font> <center>win</center> <section>today</section>",
];

/**
 * happy-dom with `Node.prototype.nodeName` answering as browsers do. DOMPurify then runs correctly on markup where
 * it removes no element (after a removal its iterator still loses its place), which is enough to check that our
 * hooks and lists say what the policy says; no security claim rests on it.
 */
function patchNodeName(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(Node.prototype, "nodeName")!;
  Object.defineProperty(Node.prototype, "nodeName", {
    configurable: true,
    get(this: Node) {
      for (let proto = Object.getPrototypeOf(this) as object | null; proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
        const getter = Object.getOwnPropertyDescriptor(proto, "nodeName")?.get;
        if (getter) return getter.call(this) as string;
      }
      return descriptor.get!.call(this) as string;
    },
  });
  return () => Object.defineProperty(Node.prototype, "nodeName", descriptor);
}

describe("DESIGN §5 one allow-list for the browser and the worker", () => {
  let domPurify: (dirty: string) => string = () => "";
  let restore = () => {};
  beforeAll(() => {
    restore = domPurifyWorksHere ? restore : patchNodeName();
    domPurify = createDomPurifySanitizer(window)!;
  });
  afterAll(() => restore());

  const noElementRemoved = BENIGN.filter((html) => !html.includes("<font"));
  it.each(noElementRemoved)("DESIGN §5 DOMPurify (our hooks and lists) and xss keep the same tags and attributes of %s", (html) => {
    const browser = domPurify(html);
    expect(tagAndAttributeSet(browser)).toEqual(tagAndAttributeSet(workerSanitizeHtml(html)));
    expect(allowListProblems(browser)).toEqual([]);
  });

  it("DESIGN §5 DOMPurify (our hooks): outside links get target _blank and rel noopener noreferrer; images and classes follow the policy", () => {
    const container = document.createElement("div");
    container.innerHTML = domPurify(BENIGN[2]! + BENIGN[3]! + BENIGN[5]! + BENIGN[9]!);
    const links = [...container.querySelectorAll("a")].map((link) => link.getAttributeNames().map((name) => `${name}=${link.getAttribute(name)}`));
    expect(links).toEqual([
      ["href=https://example.com/promo?a=1&b=2", "title=Promo", "target=_blank", "rel=noopener noreferrer"],
      ["href=http://example.com/", "target=_blank", "rel=noopener noreferrer"],
      ["href=/m/promotions?id=7"],
      ["href=mailto:help@example.com"],
      ["href=tel:+6612345678"],
    ]);
    const images = [...container.querySelectorAll("img")].map((image) => image.getAttributeNames().map((name) => `${name}=${image.getAttribute(name)}`));
    expect(images).toEqual([["src=https://cdn.example.com/a.png", "alt=Banner", "width=320", "height=100"], ["src=/m/assets/b.png", "alt="], []]);
    expect(container.querySelector("p:last-child")!.outerHTML).toBe('<p class="ql-align-center">styled</p>');
  });

  it.each(BENIGN)("DESIGN §5 the client's output of %s stays inside the allow-list and keeps its text", (html) => {
    const clean = sanitizeHtml(html);
    expect(allowListProblems(clean)).toEqual([]);
    const [before, after] = [html, clean].map((markup) => {
      const template = document.createElement("template");
      template.innerHTML = markup;
      return template.content.textContent?.replace(/\s+/g, " ");
    });
    expect(after).toBe(before);
  });

  it("DESIGN §5 outside links get target _blank and rel noopener noreferrer; our pages, mail and phone get neither", () => {
    const container = document.createElement("div");
    container.innerHTML = sanitizeHtml(BENIGN[2]! + BENIGN[3]!);
    const links = [...container.querySelectorAll("a")].map((link) => [link.getAttribute("href"), link.getAttribute("target"), link.getAttribute("rel")]);
    expect(links).toEqual([
      ["https://example.com/promo?a=1&b=2", "_blank", "noopener noreferrer"],
      ["http://example.com/", "_blank", "noopener noreferrer"],
      ["/m/promotions?id=7", null, null],
      ["mailto:help@example.com", null, null],
      ["tel:+6612345678", null, null],
    ]);
  });

  it("DESIGN §5 images keep http(s) and root-relative sources, alt and sizes; class keeps only safe tokens", () => {
    const container = document.createElement("div");
    container.innerHTML = sanitizeHtml(BENIGN[5]! + BENIGN[9]!);
    const images = [...container.querySelectorAll("img")].map((image) => image.getAttributeNames().map((name) => `${name}=${image.getAttribute(name)}`));
    expect(images).toEqual([["src=https://cdn.example.com/a.png", "alt=Banner", "width=320", "height=100"], ["src=/m/assets/b.png", "alt="], []]);
    expect(container.querySelector("p:last-child")!.getAttributeNames()).toEqual(["class"]);
    expect(container.querySelector("p:last-child")!.className).toBe("ql-align-center");
  });
});

describe("DESIGN §5 SafeHtml hydrates over the server's DOM-free markup", () => {
  it("DESIGN §5 keeps the server's sanitized markup, reports no hydration mismatch, and sanitizes new content", async () => {
    const html = '<p onclick="__xss(1)">Deposit <a href="https://example.com/" title="t">now</a></p><table><tr><td>x</td></tr></table>';
    const container = document.createElement("div");
    container.innerHTML = `<div class="notice">${workerSanitizeHtml(html)}</div>`;
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const root = await act(async () => hydrateRoot(container, createElement(SafeHtml, { html, className: "notice" }), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    await act(async () => root.render(createElement(SafeHtml, { html: "<p>next <b>one</b><script>__xss(2)</script></p>", className: "notice" })));
    expect(container.innerHTML).toBe('<div class="notice"><p>next <b>one</b></p></div>');
    act(() => root.unmount());
    errors.mockRestore();
    expect(xss).not.toHaveBeenCalled();
  });
});
