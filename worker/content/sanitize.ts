import { sanitizeHtmlDomFree } from "#shared/sanitizeHtmlDomFree";

/**
 * Platform HTML the worker writes into a response (DESIGN §5, PITFALLS Security). Workers have no DOM, so this is
 * the `xss`-based sanitizer configured from shared/sanitizePolicy.ts: the allow-list the browser's DOMPurify reads.
 */
export function sanitizeHtml(dirty: string): string {
  return sanitizeHtmlDomFree(dirty);
}
