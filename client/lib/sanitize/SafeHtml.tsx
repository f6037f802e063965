import { sanitizeHtml } from "./sanitizeHtml";

/** Platform HTML (announcements, activities), sanitized before it reaches the DOM (DESIGN §5). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
