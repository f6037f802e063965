/**
 * A host name as a browser's `location.hostname` can be one: dot-separated labels of letters, digits and inner hyphens,
 * each at most 63 characters, at most 253 in all; optionally with a port, as `location.host` has it.
 */
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST_NAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`, "i");

export function isHostName(value: string, { port = false }: { port?: boolean } = {}): boolean {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, name = "", portText] = match;
  if (portText !== undefined && (!port || Number(portText) > 65_535)) return false;
  return HOST_NAME.test(name);
}
