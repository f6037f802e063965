/**
 * The "Try again" link of every system page: the request's own address, as a path on the page's own
 * origin (DESIGN §5). The raw path cannot be trusted for that: `/.//evil.example/m/home` reaches the
 * worker as `//evil.example/m/home`, and `/\evil.example` as `//evil.example`, which a browser reads
 * as another host. So slashes are collapsed, backslashes count as slashes and dot segments are resolved.
 */
export function retryHref(url: URL): string {
  const segments: string[] = [];
  for (const segment of url.pathname.replace(/\\/g, "/").split("/")) {
    const dots = segment.replace(/%2e/gi, ".");
    if (dots === "" || dots === ".") continue;
    if (dots === "..") segments.pop();
    else segments.push(segment);
  }
  const trailingSlash = segments.length > 0 && /[/\\]$/.test(url.pathname) ? "/" : "";
  return `/${segments.join("/")}${trailingSlash}${url.search}`;
}
