import type { CountryInfo, DomainRoute, SiteSettings, WebAppManifest } from "./types.ts";

/**
 * One entry per /wps call (SPEC §7): the single source of paths, methods, module
 * ids and flags for the client's request layer and the sandbox's routes.
 */
export interface Endpoint<Query, Response> {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Sends Authorization when a session exists. */
  auth: boolean;
  /** Body is encrypted (RSA-OAEP wrapped AES-GCM, SPEC §7). */
  encrypted: boolean;
  moduleId?: string;
  /** Overrides the default request timeout (SPEC §9). */
  timeoutMs?: number;
  cache: "no-cache" | "session" | "none";
  /** Phantom fields carry the types; they never hold values. */
  readonly query?: Query;
  readonly response?: Response;
}

function endpoint<Query, Response>(definition: Omit<Endpoint<Query, Response>, "query" | "response">): Endpoint<Query, Response> {
  return definition;
}

export const systemStatus = endpoint<{ device: "MOBILE"; track?: string; originalDomain?: string; url?: string }, SiteSettings>({
  method: "GET",
  path: "/wps/system/status",
  auth: false,
  encrypted: false,
  cache: "no-cache",
  timeoutMs: 20_000,
});

export const systemCountry = endpoint<Record<string, never>, CountryInfo>({
  method: "GET",
  path: "/wps/system/country",
  auth: false,
  encrypted: false,
  cache: "session",
});

export const systemDomainRoute = endpoint<Record<string, never>, DomainRoute>({
  method: "GET",
  path: "/wps/system/domainRoute",
  auth: false,
  encrypted: false,
  cache: "none",
});

export const systemManifest = endpoint<{ merchantCode: string }, WebAppManifest>({
  method: "GET",
  path: "/wps/system/manifest.json",
  auth: false,
  encrypted: false,
  cache: "none",
});

export const systemPing = endpoint<{ speed: string }, number>({
  method: "GET",
  path: "/wps/system/test/ping",
  auth: false,
  encrypted: false,
  cache: "none",
  timeoutMs: 10_000,
});

/** Request headers of SPEC §7, named once. */
export const HEADERS = {
  merchant: "Merchant",
  language: "Language",
  authorization: "Authorization",
  moduleId: "ModuleId",
  device: "Device",
} as const;

export const gameLaunch = endpoint<Record<string, string>, { gameUrl: string }>({
  method: "GET",
  path: "/wps/game/launchGame",
  auth: true,
  encrypted: false,
  cache: "none",
  timeoutMs: 10_000,
});

const TIMED_ENDPOINTS: Endpoint<unknown, unknown>[] = [systemStatus, systemPing, gameLaunch];

/** SPEC §9 timeouts: the endpoint's own, else the default request timeout. */
export function endpointTimeout(path: string, fallback: number): number {
  return TIMED_ENDPOINTS.find((candidate) => candidate.path === path)?.timeoutMs ?? fallback;
}
