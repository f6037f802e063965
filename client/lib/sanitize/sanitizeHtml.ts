/** Placeholder until the DOMPurify implementation lands: shows markup as text, which is always safe. */
export function sanitizeHtml(dirty: string): string {
  return dirty.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
