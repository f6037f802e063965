/**
 * A platform that knows only SPEC's fixtures (./fixtures, written from SPEC alone, issue #36): the answer of the
 * fixture whose method and path match, or a 404 in SPEC's envelope. No sandbox code: what passes against it passes
 * because the product speaks SPEC's contract, not the sandbox's reading of it.
 */
export interface Fixture {
  spec: string;
  request: { method: string; path: string; query?: Record<string, string>; requiredHeaders: string[]; encrypted: boolean; body: unknown };
  answer: { status: number; body: unknown };
  errors?: { when: string; status: number; body: unknown }[];
  notShown?: string[];
}

/** SPEC calls the edge answers itself instead of forwarding, each with its reason. */
export const SERVED_BY_THE_EDGE: Readonly<Record<string, string>> = {
  "/wps/system/manifest.json":
    "the web-app manifest is built at the edge from the merchant config and the site settings (worker/manifest), so it is installable even when the platform is slow",
};

/** What the operator switched on the stand-in platform (its own settings, SPEC §3). */
export interface StandInState {
  maintenance: boolean;
  /** The platform restricts the visitor (SPEC §3 regionRestriction): its status answer says so. */
  regionRestricted?: boolean;
}

export interface StandInAnswer {
  status: number;
  contentType: string;
  body: string;
}

export function fixtureFor(fixtures: readonly Fixture[], method: string, path: string): Fixture | undefined {
  return fixtures.find((fixture) => fixture.request.method === method && fixture.request.path === path);
}

export function standInAnswer(fixtures: readonly Fixture[], method: string, path: string, state: StandInState): StandInAnswer {
  const fixture = fixtureFor(fixtures, method, path);
  if (!fixture)
    return { status: 404, contentType: "application/json", body: JSON.stringify({ success: false, errorCode: "not_found", message: `${method} ${path}` }) };
  const switched = path !== "/wps/system/status" ? undefined : state.maintenance ? /maintenance/i : state.regionRestricted ? /region/i : undefined;
  const { status, body } = (switched && fixture.errors?.find((error) => switched.test(error.when))) || fixture.answer;
  if (typeof body === "string") return { status, contentType: path.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/plain; charset=utf-8", body };
  return { status, contentType: "application/json", body: JSON.stringify(body) };
}
