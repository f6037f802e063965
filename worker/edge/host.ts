const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The request's host name, lower-cased and without the port, or null when the
 * Host header is not a valid DNS name (optionally with a port) or IPv4 address.
 */
export function parseHost(header: string | null | undefined): string | null {
  if (!header || header.length > 260) return null;
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(header.trim().toLowerCase());
  if (!match) return null;
  const [, name = "", port] = match;
  if (port !== undefined && Number(port) > 65535) return null;
  const labels = name.replace(/\.$/, "").split(".");
  if (labels.length === 0 || !labels.every((label) => LABEL.test(label))) return null;
  return labels.join(".");
}
