/**
 * The cookies the page writes for the edge to read (the language choice, the signed-in hint): the whole site, Lax,
 * and Secure whenever the page is served over https, so no cookie the page sets ever travels in clear (issue #34).
 * `maxAgeSeconds: 0` deletes the cookie; without it the cookie lasts the browser session.
 */
export function writeCookie(
  doc: Pick<Document, "cookie"> & { location?: Pick<Location, "protocol"> | null },
  name: string,
  value: string,
  options: { maxAgeSeconds?: number } = {},
): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, "path=/"];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  if (options.maxAgeSeconds === 0) parts.push("expires=Thu, 01 Jan 1970 00:00:00 GMT");
  parts.push("samesite=lax");
  if (doc.location?.protocol === "https:") parts.push("secure");
  doc.cookie = parts.join("; ");
}
