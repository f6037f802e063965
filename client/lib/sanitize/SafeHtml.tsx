import { useMemo } from "react";
import { sanitizeHtml } from "./sanitizeHtml";

/**
 * Platform HTML (announcements, activities), sanitized before it reaches the DOM (DESIGN §5).
 * The server's DOM-free sanitizer and the browser's DOMPurify apply one allow-list but may serialize it differently
 * (attribute order, quoting); hydration keeps the server's markup, so the difference is not a mismatch to report.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: clean }} />;
}
