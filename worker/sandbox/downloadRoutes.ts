import { Hono } from "hono";
import { type DownloadConfig, type DownloadConfigKey, DOWNLOAD_SETTINGS, DOWNLOAD_TRIGGERS, downloadSetting } from "#shared/contract";
import { isHostName } from "#shared/hostName";
import { readLocalTexts } from "#shared/localText";
import { fail, ok } from "./envelope";
import { createSession, type MemberRow, toMemberInfo } from "./members";
import { hashPassword } from "./password";
import type { SandboxEnv } from "./types";
import { ensureWallet } from "./wallet";

/** Paths of the dev-only helpers (docs/decisions/022); not part of the platform contract. */
export const SANDBOX_DOWNLOAD_PATHS = { setting: "/wps/sandbox/downloadSetting", player: "/wps/sandbox/downloadPlayer" } as const;

const CONFIG_KEYS: ReadonlySet<string> = new Set<DownloadConfigKey>([
  ...DOWNLOAD_SETTINGS,
  ...DOWNLOAD_TRIGGERS,
  ...DOWNLOAD_TRIGGERS.map((key) => `${key}_forced` as const),
]);

/** A browser's `location.host`: a host name with an optional port. */
export const isHost = (value: string) => isHostName(value, { port: true });

function parseConfig(text: string | null | undefined, merchantCode: string): DownloadConfig {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as DownloadConfig;
  } catch {
    // Logged below.
  }
  console.error(JSON.stringify({ event: "sandbox_download_setting_invalid", merchantCode }));
  return {};
}

async function readConfig(db: D1Database, merchantCode: string): Promise<DownloadConfig> {
  const row = await db
    .prepare("SELECT config, override FROM download_settings WHERE merchant_code = ?")
    .bind(merchantCode)
    .first<{ config: string; override: string | null }>();
  // Only dev builds can have written an override; production reads the merchant's own configuration.
  return parseConfig(__DEV_TOOLS__ ? (row?.override ?? row?.config) : row?.config, merchantCode);
}

/** `{ enabled, value, values? }` for every item, values as text (SPEC §3): what a merchant's platform can answer. */
function validConfig(config: unknown): config is DownloadConfig {
  if (!config || typeof config !== "object" || Array.isArray(config)) return false;
  return Object.entries(config).every(([key, item]) => {
    if (!CONFIG_KEYS.has(key) || !item || typeof item !== "object") return false;
    const { enabled, value, values, ...rest } = item as Record<string, unknown>;
    // A text's translations (docs/decisions/055): language codes to text, nothing else.
    const translations =
      values === undefined || (readLocalTexts(values) !== undefined && Object.keys(values as object).length === Object.keys(readLocalTexts(values)!).length);
    return typeof enabled === "boolean" && typeof value === "string" && value.length <= 2_000 && translations && Object.keys(rest).length === 0;
  });
}

const TEST_PLAYER = /^a2h_[a-z0-9_]{1,24}$/;
const DAY_MS = 86_400_000;

interface PlayerRequest {
  username?: unknown;
  password?: unknown;
  type?: unknown;
  registeredDaysAgo?: unknown;
  deposits?: unknown;
  withdrawals?: unknown;
  bankCard?: unknown;
  /** The wallet's balance in minor units; left as it is when absent. */
  balanceMinor?: unknown;
}

const count = (value: unknown, max: number) =>
  value === undefined ? 0 : Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max ? (value as number) : null;

/**
 * Dev builds only (docs/decisions/022), mounted by devTools.ts:
 * - `POST /wps/sandbox/downloadSetting { config }` replaces the request's merchant's download configuration;
 *   `{ config: null }` puts its demo configuration back.
 * - `POST /wps/sandbox/downloadPlayer { username: "a2h_…", registeredDaysAgo, deposits, withdrawals, bankCard,
 *   password?, type?, balanceMinor? }` makes (or remakes) a test player with exactly that history and opens a session for it,
 *   answering as `/wps/sandbox/session` does. Only `a2h_` names, so the seeded players are never touched.
 */
export const downloadTestRoutes = () =>
  new Hono<SandboxEnv>()
    .post(SANDBOX_DOWNLOAD_PATHS.setting, async (c) => {
      const config = (c.var.payload as { config?: unknown } | undefined)?.config;
      if (config !== null && !validConfig(config)) return fail(c, "body_invalid", 400);
      const override = config === null ? null : JSON.stringify(config);
      await c.env.SANDBOX_DB.prepare(
        "INSERT INTO download_settings (merchant_code, config, override) VALUES (?1, '{}', ?2) ON CONFLICT (merchant_code) DO UPDATE SET override = ?2",
      )
        .bind(c.var.merchantCode, override)
        .run();
      return ok(c, await readConfig(c.env.SANDBOX_DB, c.var.merchantCode));
    })
    .post(SANDBOX_DOWNLOAD_PATHS.player, async (c) => {
      const body = (c.var.payload ?? {}) as PlayerRequest;
      if (typeof body.username !== "string" || !TEST_PLAYER.test(body.username)) return fail(c, "username_required", 400);
      const days = count(body.registeredDaysAgo, 36_500);
      const deposits = count(body.deposits, 50);
      const withdrawals = count(body.withdrawals, 50);
      const type = body.type === undefined ? 0 : count(body.type, 9);
      const password = body.password === undefined ? null : typeof body.password === "string" && body.password.length >= 6 ? body.password : undefined;
      if (days === null || deposits === null || withdrawals === null || type === null || password === undefined) return fail(c, "body_invalid", 400);
      if (body.bankCard !== undefined && typeof body.bankCard !== "boolean") return fail(c, "body_invalid", 400);
      const balanceMinor = body.balanceMinor === undefined ? undefined : count(body.balanceMinor, 10_000_000_000);
      if (balanceMinor === null) return fail(c, "body_invalid", 400);

      const db = c.env.SANDBOX_DB;
      const now = Date.now();
      const hash = password === null ? null : await hashPassword(password);
      const member = await db
        .prepare(
          `INSERT INTO members (merchant_code, username, type, language, reg_date, password_hash) VALUES (?1, ?2, ?3, NULL, ?4, ?5)
           ON CONFLICT (merchant_code, username) DO UPDATE SET type = ?3, reg_date = ?4, password_hash = ?5 RETURNING *`,
        )
        .bind(c.var.merchantCode, body.username, type, now - days * DAY_MS, hash)
        .first<MemberRow>();
      if (!member) return fail(c, "internal_error", 500);
      const { currency } = await ensureWallet(db, member.id);
      const statements = [
        db.prepare("DELETE FROM wallet_deposits WHERE member_id = ?").bind(member.id),
        db.prepare("DELETE FROM wallet_withdrawals WHERE member_id = ?").bind(member.id),
        db.prepare("DELETE FROM wallet_accounts WHERE member_id = ?").bind(member.id),
        db.prepare("DELETE FROM wallet_withdrawal_days WHERE member_id = ?").bind(member.id),
      ];
      if (balanceMinor !== undefined) {
        statements.push(db.prepare("UPDATE wallet_balances SET balance_minor = ? WHERE member_id = ?").bind(balanceMinor, member.id));
      }
      if (body.bankCard) {
        statements.push(
          db
            .prepare(
              "INSERT INTO wallet_accounts (member_id, kind, provider, holder_name, masked, fingerprint, key_type, created_at) VALUES (?, 'BANK_CARD', 'VISA', ?, '•••• 1111', ?, NULL, ?)",
            )
            .bind(member.id, body.username, `a2h-${member.id}`, now),
        );
      }
      for (let i = 0; i < deposits; i++) {
        statements.push(
          db
            .prepare(
              "INSERT INTO wallet_deposits (member_id, request_id, channel_id, amount_minor, currency, status, created_at, completes_at, completed_at) VALUES (?, ?, 'a2h', 10000, ?, 'completed', ?, ?, ?)",
            )
            .bind(member.id, `a2h-deposit-${i}`, currency, now, now, now),
        );
      }
      for (let i = 0; i < withdrawals; i++) {
        statements.push(
          db
            .prepare(
              "INSERT INTO wallet_withdrawals (member_id, request_id, account_id, amount_minor, fee_minor, currency, status, created_at) VALUES (?, ?, 0, 5000, 0, ?, 'completed', ?)",
            )
            .bind(member.id, `a2h-withdrawal-${i}`, currency, now),
        );
      }
      await db.batch(statements);
      const token = await createSession(db, member.id, now);
      return ok(c, toMemberInfo(member, token));
    });

/**
 * SPEC §7 `GET /wps/relay/WPSCORE_getDownloadSetting?domain=<host>`: the merchant's download configuration
 * (SPEC §3). Guests may read it. The domain is the page's host and is checked like any input; the domain modes
 * themselves are the client's to apply (SPEC §4), so the answer is the same for every host of the merchant.
 */
export const downloadRoutes = new Hono<SandboxEnv>()
  .get(downloadSetting.path, async (c) => {
    const domains = c.req.queries("domain") ?? [];
    const domain = domains[0]?.trim() ?? "";
    if (domains.length !== 1 || !isHost(domain)) return fail(c, "domain_invalid", 400);
    return ok(c, await readConfig(c.env.SANDBOX_DB, c.var.merchantCode));
  })
  .route("/", __DEV_TOOLS__ ? downloadTestRoutes() : new Hono<SandboxEnv>());
