/** A host name as a domain list gives it: letters, digits, dots and hyphens, no port, no scheme; labels of 1–63, 253 in all. */
export const DOMAIN_NAME_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** A host name, optionally with a port as a browser's `location.host` has it. */
export function isHostName(value: string, { port = false }: { port?: boolean } = {}): boolean {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, name = "", portText] = match;
  if (portText !== undefined && (!port || Number(portText) > 65_535)) return false;
  return DOMAIN_NAME_PATTERN.test(name);
}
