import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence cut at its named tags (`<terms>…</terms>`), each tag's words given to its renderer and the
 * rest kept as text, so each language orders the sentence as it must. Small on purpose: react-i18next's `Trans`
 * would add its HTML parser to the framework chunk every page loads first (DESIGN §4a budget).
 */
export function taggedText(text: string, tags: Record<string, (words: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, name = "", words = ""] = match;
    parts.push(text.slice(rest, match.index));
    const render = tags[name];
    parts.push(<Fragment key={match.index}>{render ? render(words) : words}</Fragment>);
    rest = match.index + whole.length;
  }
  parts.push(text.slice(rest));
  return parts;
}
