/**
 * The one allow-list for platform HTML (announcements, promotions), read by both sanitizers (DESIGN §5, PITFALLS
 * Security): DOMPurify in the browser, the `xss`-based one in shared/sanitizeHtmlDomFree.ts on the worker and in SSR.
 * Both ask this module about every attribute, so the two sides can only differ in how they parse, never in what
 * they let through (docs/decisions/013).
 */

export const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "span",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
  "small",
  "sub",
  "sup",
] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/**
 * `class` is kept because editors mark alignment and sizes with classes once `style` is gone, but only as tokens
 * without `_`: our CSS-module class names always contain one, so content cannot borrow the app's own styles.
 * No `id` or `name` on any tag: they would clobber `document.x` and `form.x` lookups (DOM clobbering).
 */
const GLOBAL_ATTRIBUTES = ["class"] as const;
const TAG_ATTRIBUTES: Partial<Record<AllowedTag, readonly string[]>> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
};

/** Attribute names allowed per tag (lower case). */
export const ALLOWED_ATTRIBUTES: Readonly<Record<AllowedTag, readonly string[]>> = (() => {
  const table = {} as Record<AllowedTag, readonly string[]>;
  for (const tag of ALLOWED_TAGS) table[tag] = [...GLOBAL_ATTRIBUTES, ...(TAG_ATTRIBUTES[tag] ?? [])];
  return table;
})();

/** Every attribute name some tag allows: DOMPurify's global ALLOWED_ATTR; the per-tag rule is `cleanAttribute`. */
export const ALL_ALLOWED_ATTRIBUTES: readonly string[] = [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())];

/**
 * Removed together with everything inside them. The rest of a disallowed element's text is kept as text, but the
 * text of these is code, markup for another parser, or fallback meant for nobody.
 */
export const DROP_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "svg",
  "math",
  "noembed",
  "noframes",
  "xmp",
  "title",
  "textarea",
] as const;

/**
 * URL schemes per kind of URL. No `data:` (HTML and SVG documents), no `javascript:`/`vbscript:`: anything not
 * listed is refused, so there is no block-list to outwit. Images may only be fetched, never open mail or phone apps.
 */
export const URL_SCHEMES = { link: ["http", "https", "mailto", "tel"], image: ["http", "https"] } as const;
type UrlKind = keyof typeof URL_SCHEMES;

/** Same-origin paths a link may open: the app's own pages. `//host` and `/\host` are outside (DESIGN §5). */
const LINK_PATH = /^\/m(?:[/?#]|$)/;
/** Root-relative paths an image may load; `//host` and `/\host` would leave the origin. */
const IMAGE_PATH = /^\/(?![/\\])/;

const schemePrefix = (scheme: string) => (scheme === "http" || scheme === "https" ? `${scheme}://` : `${scheme}:`);
const schemePattern = (kind: UrlKind) => URL_SCHEMES[kind].map(schemePrefix).join("|");
const URL_PATTERNS: Record<UrlKind, readonly RegExp[]> = {
  link: [new RegExp(`^(?:${schemePattern("link")})`, "i"), LINK_PATH],
  image: [new RegExp(`^(?:${schemePattern("image")})`, "i"), IMAGE_PATH],
};

/** DOMPurify's own URL check, the union of both kinds; `cleanAttribute` then applies the per-tag rule. */
export const ALLOWED_URI_REGEXP = new RegExp(`^(?:${[...new Set([...URL_SCHEMES.link, ...URL_SCHEMES.image])].map(schemePrefix).join("|")}|/(?![/\\\\]))`, "i");

/** The attributes that hold a URL, and which kind. */
const URL_ATTRIBUTES: Partial<Record<AllowedTag, Record<string, UrlKind>>> = { a: { href: "link" }, img: { src: "image" } };

/**
 * What the browser's URL parser does before it reads a scheme: tabs and newlines vanish anywhere, and leading or
 * trailing controls and spaces are trimmed. Checking the same string it will read closes `java\tscript:` tricks.
 */
export function normalizeUrl(value: string): string {
  const kept = value.replace(/[\t\n\r]/g, "");
  let start = 0;
  let end = kept.length;
  while (start < end && kept.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && kept.charCodeAt(end - 1) <= 0x20) end -= 1;
  return kept.slice(start, end);
}

/** A C0 control or DEL. */
function hasControl(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

export function isAllowedUrl(value: string, kind: UrlKind): boolean {
  // Other controls inside a URL are read differently by different parsers; no real URL has them.
  if (hasControl(value)) return false;
  return URL_PATTERNS[kind].some((pattern) => pattern.test(value));
}

const CLASS_TOKEN = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;
const SIZE = /^\d{1,4}$/;
const SPAN = /^\d{1,3}$/;

/**
 * The value to write for `name` on `tag`, or null to drop the attribute. `value` must already be decoded (the
 * string the browser would see); the caller writes the result escaped. `target` and `rel` always drop here: the
 * policy sets them from the link's address (`linkAttributes`), the content never chooses them.
 */
export function cleanAttribute(tag: string, name: string, value: string): string | null {
  if (!(ALLOWED_ATTRIBUTES[tag as AllowedTag] ?? []).includes(name)) return null;
  const urlKind = URL_ATTRIBUTES[tag as AllowedTag]?.[name];
  if (urlKind) {
    const url = normalizeUrl(value);
    return isAllowedUrl(url, urlKind) ? url : null;
  }
  switch (name) {
    case "class": {
      const tokens = value.split(/[\t\n\f\r ]+/).filter((token) => CLASS_TOKEN.test(token));
      return tokens.length > 0 ? tokens.slice(0, 8).join(" ") : null;
    }
    case "width":
    case "height":
      return SIZE.test(value.trim()) ? value.trim() : null;
    case "colspan":
    case "rowspan":
      return SPAN.test(value.trim()) ? value.trim() : null;
    case "target":
    case "rel":
      return null;
    default:
      return value;
  }
}

/**
 * `target` and `rel` for a link that kept its `href`: outside addresses open in a new tab without `window.opener`
 * or a Referer (PITFALLS Security: a token in the address must not leak); our own pages, mail and phone stay put.
 */
export function linkAttributes(href: string): { target?: string; rel?: string } {
  return /^https?:/i.test(href) ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  bsol: "\\",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
  semi: ";",
  equals: "=",
  excl: "!",
  quest: "?",
  num: "#",
  percnt: "%",
  plus: "+",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  hellip: "\u2026",
  mdash: "\u2014",
  ndash: "\u2013",
  laquo: "\u00ab",
  raquo: "\u00bb",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  bull: "\u2022",
  middot: "\u00b7",
  euro: "\u20ac",
  pound: "\u00a3",
  yen: "\u00a5",
  cent: "\u00a2",
  times: "\u00d7",
};

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff);
  return valid ? String.fromCodePoint(value) : "\ufffd";
}

/**
 * Character references as an attribute value or text reads them: decimal and hex with or without `;`, and the
 * named ones above (those an attacker uses to hide a scheme, and common typography). An unknown name stays as
 * written; the DOM-free sanitizer then escapes its `&`, so the browser reads exactly the string that was checked.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#[xX]([\da-fA-F]+)|([A-Za-z][A-Za-z\d]{1,31}));?/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return codePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    return NAMED_ENTITIES[name!.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text from platform HTML, for titles, `document.title` and `aria-label`s. It is not a sanitizer: render
 * the result as text (React escapes it), never as HTML.
 */
export function htmlToText(html: string): string {
  const dropped = new RegExp(`<(${DROP_WITH_CONTENT.join("|")})\\b[\\s\\S]*?</\\1\\s*>`, "gi");
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(dropped, "")
    .replace(/<(?:br|\/?(?:p|div|li|h[1-6]|tr|blockquote))\b[^>]*>/gi, " ")
    .replace(/<\/?[A-Za-z][^>]*>?/g, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}
