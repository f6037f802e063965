import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { workerConfig } from "../../worker/edge/workerConfig";
import { DEMO, call, restoreDemoMerchants } from "./helpers";

const withVars = (vars: Record<string, string | undefined>) => ({ ...env, ...vars }) as Env;

describe("DESIGN §5 bad input: the worker's vars are parsed once, with clear problems", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  it("§3 good values become a typed config", () => {
    const result = workerConfig(
      withVars({
        DEFAULT_MERCHANT: "BRANDB",
        SEED_DEMO_MERCHANTS: "true",
        CONFIG_CACHE_TTL_MS: "2500",
        CONTENT_CACHE_TTL_MS: "0",
        FIREBASE_AUTH_EMULATOR: "http://127.0.0.1:9099",
        SANDBOX_DEMO_MERCHANTS: "DEMO, BRANDB",
        HANDOFF_SECRET: "a-handoff-secret-of-at-least-32-characters",
      }),
    );
    expect(result).toEqual({
      ok: true,
      config: {
        defaultMerchant: "BRANDB",
        seedDemoMerchants: true,
        configCacheTtlMs: 2500,
        contentCacheTtlMs: 0,
        firebaseAuthEmulator: "http://127.0.0.1:9099",
        sandboxMerchants: new Set(["DEMO", "BRANDB"]),
        handoffSecret: "a-handoff-secret-of-at-least-32-characters",
      },
    });
    expect(workerConfig(withVars({ SANDBOX_DEMO_MERCHANTS: "*" }))).toMatchObject({ ok: true, config: { sandboxMerchants: "any" } });
  });

  it("§3 unset or emptied vars take the defaults: no default merchant, no seeding, 5 s config and 30 s content caches, no emulator, no sandbox merchant", () => {
    const blank = {
      DEFAULT_MERCHANT: "",
      SEED_DEMO_MERCHANTS: "",
      CONFIG_CACHE_TTL_MS: " ",
      CONTENT_CACHE_TTL_MS: "",
      FIREBASE_AUTH_EMULATOR: "",
      SANDBOX_DEMO_MERCHANTS: "",
      HANDOFF_SECRET: "",
    };
    const missing = {
      DEFAULT_MERCHANT: undefined,
      SEED_DEMO_MERCHANTS: undefined,
      CONFIG_CACHE_TTL_MS: undefined,
      CONTENT_CACHE_TTL_MS: undefined,
      FIREBASE_AUTH_EMULATOR: undefined,
      SANDBOX_DEMO_MERCHANTS: undefined,
      HANDOFF_SECRET: undefined,
    };
    for (const vars of [blank, missing]) {
      expect(workerConfig(withVars(vars))).toEqual({
        ok: true,
        config: {
          defaultMerchant: undefined,
          seedDemoMerchants: false,
          configCacheTtlMs: 5000,
          contentCacheTtlMs: 30000,
          firebaseAuthEmulator: undefined,
          sandboxMerchants: new Set(),
          handoffSecret: undefined,
        },
      });
    }
  });

  it("§5 each bad value is named in the problems", () => {
    const result = workerConfig(
      withVars({
        DEFAULT_MERCHANT: "demo!",
        SEED_DEMO_MERCHANTS: "yes",
        CONFIG_CACHE_TTL_MS: "5s",
        FIREBASE_AUTH_EMULATOR: "localhost:9099",
        SANDBOX_DEMO_MERCHANTS: "DEMO,,x",
      }),
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    for (const name of ["DEFAULT_MERCHANT", "SEED_DEMO_MERCHANTS", "CONFIG_CACHE_TTL_MS", "FIREBASE_AUTH_EMULATOR", "SANDBOX_DEMO_MERCHANTS"]) {
      expect(problems.some((problem) => problem.startsWith(`${name}: `))).toBe(true);
    }
  });

  it("§3 parsed once per env object", () => {
    const vars = withVars({});
    expect(workerConfig(vars)).toBe(workerConfig(vars));
  });

  it("§5 a bad var gives every request the clear 503 and a log line, never a stack trace", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = withVars({ CONFIG_CACHE_TTL_MS: "-1" });
    const page = await call(`${DEMO}/m/home`, { headers: { "Accept-Language": "en" } }, broken);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain("Service temporarily unavailable");
    expect(html).not.toMatch(/ZodError|at \w+ \(|CONFIG_CACHE_TTL_MS/);
    const api = await call(`${DEMO}/wps/system/status`, {}, broken);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ message: expect.any(String), errorCode: "worker_config_invalid" });
    const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("worker_config_invalid"));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toContain("CONFIG_CACHE_TTL_MS");
  });
});
