/**
 * One entry per /wps call (SPEC §7): the single source of paths, methods, module
 * ids and flags for the client's request layer and the sandbox's routes.
 */
export interface Endpoint<Query, Body, Response> {
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
  readonly body?: Body;
  readonly response?: Response;
}

/** Nothing: a GET, or a post that carries no fields. */
export type None = Record<string, never>;

export function endpoint<Query, Body, Response>(
  definition: Omit<Endpoint<Query, Body, Response>, "query" | "body" | "response">,
): Endpoint<Query, Body, Response> {
  return definition;
}

/** Any endpoint: the phantom types are read-only, so every endpoint is one of these. */
export type AnyEndpoint = Endpoint<unknown, unknown, unknown>;
