import type { Context } from "hono";

/** The execution context when there is one (Hono throws when a test calls the app without it). */
export function executionContext(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx as unknown as ExecutionContext;
  } catch {
    return undefined;
  }
}
