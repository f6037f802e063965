import filterXSS, { type IFilterXSSOptions, type IWhiteList } from "xss";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, DROP_WITH_CONTENT, cleanAttribute, decodeEntities, linkAttributes } from "./sanitizePolicy";

/**
 * The sanitizer for places without a DOM: the worker and the client's server render (DESIGN §5, PITFALLS
 * Security). `xss` tokenizes rather than parsing like a browser, so nothing here trusts its view of the markup:
 * text leaves with `<` and `>` escaped, and every tag it keeps is rebuilt from the allow-list with each attribute
 * value decoded, checked by the policy, and written escaped. Whatever the browser makes of the result, it can only
 * find the tags and attribute values written here.
 *
 * Then `nest` closes every element explicitly and in order. DOMPurify's output lands through `innerHTML`, which
 * cannot close the element it fills; server markup is parsed with the page around it, so a stray `</div>` or an
 * `<li>` could close the app's own elements and break the layout and hydration.
 */
export function sanitizeHtmlDomFree(dirty: string): string {
  if (!dirty) return "";
  const prepared = dirty.replace(TEXT_LESS_THAN, "&lt;").replace(LITERAL_MARKER, "&#91;");
  return nest(filterXSS(prepared, OPTIONS));
}

/**
 * A browser reads `<` as text unless a letter, `/`, `!` or `?` follows; xss would take `< 2 >` for a tag and drop
 * it. Escaping those first keeps "1 < 2" as written (it can only turn markup into text, never text into markup).
 */
const TEXT_LESS_THAN = /<(?![A-Za-z/!?])/g;
/** xss writes `[removed]` where a DROP_WITH_CONTENT tag opens without closing; the same text in the content is escaped so it is not taken for one. */
const LITERAL_MARKER = /\[(?=\/?removed\])/g;

const whiteList: IWhiteList = Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, [...ALLOWED_ATTRIBUTES[tag]]]));

function attribute(name: string, value: string): string {
  const escaped = value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `${name}="${escaped}"`;
}

const OPTIONS: IFilterXSSOptions = {
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...DROP_WITH_CONTENT],
  allowCommentTag: false,
  // No style attribute is allowed, so the CSS filter would never run; off, it cannot be reached by mistake.
  css: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    // An empty string drops the attribute; undefined would hand it to xss's own, looser defaults.
    if (!isWhiteAttr) return "";
    const clean = cleanAttribute(tag, name, decodeEntities(value));
    if (clean === null) return "";
    // The link's target and rel come from its address, so they are written next to the href that earned them.
    if (tag === "a" && name === "href") {
      return [attribute(name, clean), ...Object.entries(linkAttributes(clean)).map(([key, extra]) => attribute(key, extra))].join(" ");
    }
    return attribute(name, clean);
  },
  onIgnoreTagAttr: () => "",
};

const VOID = new Set(["br", "hr", "img"]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4"]);
const CELLS = new Set(["td", "th"]);
const TABLE_PARTS = new Set(["table", "thead", "tbody", "tr", "td", "th"]);
/** Where the parser is "in table" rather than in a cell: anything but table parts would be moved out of the table. */
const TABLE_CONTEXT = new Set(["table", "thead", "tbody", "tr"]);
/** Start tags that first close an open `<p>` (the HTML parser's "close a p element"). */
const CLOSES_P = new Set(["blockquote", "div", "ol", "ul", "p", "h1", "h2", "h3", "h4", "hr", "table", "li"]);
/** Elements that end the parser's search for an element "in scope", within our allow-list. */
const SCOPE = new Set(["table", "td", "th"]);
const LIST_SCOPE = new Set([...SCOPE, "ul", "ol"]);
/** What stops the parser's walk for an open `<li>` when a new one starts (special elements other than div and p). */
const LI_WALK_STOPS = new Set(["blockquote", "h1", "h2", "h3", "h4", "ol", "ul", "table", "thead", "tbody", "tr", "td", "th"]);

const TOKEN = /<(\/?)([a-z][a-z0-9]*)([^>]*?)\s*(\/?)>/;

/**
 * Writes xss's output so that the HTML parser never has to close or move anything itself: each element is closed
 * by its own end tag before the parser would end it, an end tag without an open element goes, and what the parser
 * would hoist out of our markup (an `<li>` outside a list, a cell outside a row, a paragraph between table rows)
 * loses its tag. The parser's stack then matches ours at every step, so the markup cannot reach the page around it.
 */
function nest(html: string): string {
  const out: string[] = [];
  const stack: string[] = [];
  const top = () => stack[stack.length - 1] ?? "";
  const closeTo = (depth: number) => {
    while (depth >= 0 && stack.length > depth) out.push(`</${stack.pop()}>`);
  };
  /** Index of the nearest open `name` below no element of `stops`, or -1. */
  const open = (name: string | ((tag: string) => boolean), stops: ReadonlySet<string>) => {
    for (let index = stack.length - 1; index >= 0; index -= 1) {
      const tag = stack[index]!;
      if (typeof name === "string" ? tag === name : name(tag)) return index;
      if (stops.has(tag)) return -1;
    }
    return -1;
  };
  const emit = (tag: string, markup = `<${tag}>`) => {
    out.push(markup);
    if (!VOID.has(tag)) stack.push(tag);
  };

  for (const part of html.split(/(<[^>]*>)/)) {
    const token = TOKEN.exec(part);
    if (!token || token.index !== 0 || token[0].length !== part.length) {
      // An unclosed script-like element swallows the rest of the document in a browser: so does it here.
      const unclosed = part.indexOf("[removed]");
      out.push((unclosed === -1 ? part : part.slice(0, unclosed)).replaceAll("[/removed]", ""));
      if (unclosed !== -1) break;
      continue;
    }
    const [, slash, tag, attributes] = token as unknown as [string, string, string, string];
    if (slash) {
      if (VOID.has(tag)) continue;
      const index = open(tag, tag === "li" ? LIST_SCOPE : TABLE_PARTS.has(tag) ? new Set(["table"]) : SCOPE);
      closeTo(index);
      continue;
    }
    const markup = `<${tag}${attributes}>`;
    if (TABLE_CONTEXT.has(top())) {
      if (!TABLE_PARTS.has(tag)) continue;
      if (tag === "table") closeTo(open("table", new Set()));
      else {
        if (tag === "thead" || tag === "tbody") closeTo(open("table", new Set()) + 1);
        if (tag === "tr" && top() === "tr") closeTo(stack.length - 1);
        if ((tag === "tr" || CELLS.has(tag)) && top() === "table") emit("tbody");
        if (CELLS.has(tag) && top() !== "tr") emit("tr");
        emit(tag, markup);
        continue;
      }
    }
    if (TABLE_PARTS.has(tag) && tag !== "table") {
      // Outside a row's context a table part is ignored by the parser, or ends the cell it is in and starts over.
      const cell = open((name) => CELLS.has(name), new Set(["table"]));
      if (cell === -1) continue;
      closeTo(cell);
      if (tag === "thead" || tag === "tbody") closeTo(open("table", new Set()) + 1);
      if (tag === "tr") closeTo(open("tr", new Set(["table"])));
      if ((tag === "tr" || CELLS.has(tag)) && top() === "table") emit("tbody");
      if (CELLS.has(tag) && top() !== "tr") emit("tr");
      emit(tag, markup);
      continue;
    }
    if (tag === "li") {
      let index = stack.length - 1;
      while (index >= 0 && stack[index] !== "li" && !LI_WALK_STOPS.has(stack[index]!)) index -= 1;
      // Past the bottom of our stack the parser would go on into the page's own elements.
      if (index < 0) continue;
      if (stack[index] === "li") closeTo(index);
    }
    if (tag === "a") {
      const link = open("a", CELLS);
      if (link !== -1) closeTo(link);
    }
    if (CLOSES_P.has(tag)) {
      const paragraph = open("p", SCOPE);
      if (paragraph !== -1) closeTo(paragraph);
    }
    if (HEADINGS.has(tag) && HEADINGS.has(top())) closeTo(stack.length - 1);
    emit(tag, markup);
  }
  closeTo(0);
  return out.join("");
}
