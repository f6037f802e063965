import createDOMPurify, { type Config, type WindowLike } from "dompurify";
import { sanitizeHtmlDomFree } from "#shared/sanitizeHtmlDomFree";
import { ALL_ALLOWED_ATTRIBUTES, ALLOWED_TAGS, ALLOWED_URI_REGEXP, DROP_WITH_CONTENT, cleanAttribute, linkAttributes } from "#shared/sanitizePolicy";

/**
 * Platform HTML for the DOM (DESIGN §5, PITFALLS Security), from the allow-list in shared/sanitizePolicy.ts.
 *
 * In the browser this is DOMPurify. The server render (workerd) has no DOM, and DOMPurify without one returns its
 * input untouched, so there, and wherever DOMPurify fails its self-check, the worker's DOM-free sanitizer runs
 * instead: same allow-list, so the server's markup shows at first paint and is never unsanitized. `SafeHtml`
 * keeps that markup through hydration (docs/decisions/013).
 */
export function sanitizeHtml(dirty: string): string {
  if (!dirty) return "";
  const purify = browserSanitizer();
  return purify ? purify(dirty) : sanitizeHtmlDomFree(dirty);
}

/** Which sanitizer `sanitizeHtml` uses here: for tests and diagnostics. */
export function usesDomPurify(): boolean {
  return browserSanitizer() !== null;
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALL_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP,
  // Their values are checked by the policy in the hook below; DOMPurify would otherwise test them as URLs.
  ADD_URI_SAFE_ATTR: ["width", "height", "colspan", "rowspan", "target", "rel"],
  ADD_FORBID_CONTENTS: [...DROP_WITH_CONTENT],
  FORBID_ATTR: ["style"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * A DOMPurify instance of its own on `root` (so these hooks never reach the shared default one), configured from
 * the policy; null without a usable DOM. Exported so tests can run it on a DOM they prepared.
 */
export function createDomPurifySanitizer(root: WindowLike): ((dirty: string) => string) | null {
  const purifier = createDOMPurify(root);
  if (!purifier.isSupported) return null;
  // DOMPurify's ALLOWED_ATTR is one list for every tag; the policy decides per tag and checks each value.
  purifier.addHook("uponSanitizeAttribute", (node, data) => {
    const clean = cleanAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (clean === null) data.keepAttr = false;
    else data.attrValue = clean;
  });
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const href = node.getAttribute("href");
    if (href === null) return;
    for (const [name, value] of Object.entries(linkAttributes(href))) node.setAttribute(name, value);
  });
  return (dirty) => purifier.sanitize(dirty, CONFIG);
}

/**
 * DOMPurify trusts the DOM it runs on. One that answers `nodeName` wrongly or loses its place when a node is
 * removed (happy-dom does both) lets `<script>` or `onerror` through; such a DOM fails this check and gets the
 * DOM-free sanitizer.
 */
// No image and no event handler in it: Chromium fetches images even in DOMParser's documents, and checks an inline
// handler against the page's policy as soon as it parses one, so either would put a blocked-script error on the console
// of every page that shows platform HTML. A `javascript:` link tests the same removal of what follows a removed node.
const SELF_CHECK = { dirty: '<p title="t">a</p><script>b()</script><a href="javascript:b()">c</a>', clean: "<p>a</p><a>c</a>" };

let sanitizer: ((dirty: string) => string) | null | undefined;

function browserSanitizer(): ((dirty: string) => string) | null {
  if (sanitizer !== undefined) return sanitizer;
  const candidate = typeof window === "undefined" ? null : createDomPurifySanitizer(window);
  return (sanitizer = candidate?.(SELF_CHECK.dirty) === SELF_CHECK.clean ? candidate : null);
}
