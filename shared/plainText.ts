import { decodeEntities } from "./sanitizePolicy";

/**
 * The words of an operator's text that may be HTML (a marquee line, like the announcements it is one of), for a
 * place that shows text only: scripts and styles go with their content, every tag goes, entities are decoded, and
 * runs of white space become one. React writes the result as text, so nothing in it can become markup.
 */
export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])\s*>/gi, " ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}
