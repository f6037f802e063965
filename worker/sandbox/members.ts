import type { Context } from "hono";
import { HEADERS, type MemberInfo } from "#shared/contract";
import type { SandboxEnv } from "./types";

/** Sandbox sessions last a day; the real lifetime is the platform's (SPEC §9: not shown). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  type: number;
  language: string | null;
  reg_date: number;
  club_label_id: string | null;
  /** 1 for the seeded demo players, whose member screens show the catalogue's history; 0 for every account made since (issue #35, item 8). */
  demo_history: number;
  club_label_name: string | null;
  club_label_type: string | null;
  rank_level: number | null;
  completed_conditions: number;
  total_expected_conditions: number;
  first_time_login: number;
}

export function bearerToken(c: Context): string | null {
  const header = c.req.header(HEADERS.authorization)?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, "") || null;
}

/** The member whose unexpired session token the request carries, for the request's merchant. */
export async function currentMember(c: Context<SandboxEnv>): Promise<MemberRow | null> {
  const token = bearerToken(c);
  if (!token) return null;
  return c.env.SANDBOX_DB.prepare(
    "SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token = ? AND s.expires_at > ? AND m.merchant_code = ?",
  )
    .bind(token, Date.now(), c.var.merchantCode)
    .first<MemberRow>();
}

export async function createSession(db: D1Database, memberId: number, now = Date.now()): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  await db
    .prepare("INSERT INTO sessions (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(token, memberId, now, now + SESSION_LIFETIME_MS)
    .run();
  return token;
}

export function toMemberInfo(row: MemberRow, token: string): MemberInfo {
  return {
    id: row.id,
    customerId: row.id,
    account: row.username,
    userName: row.username,
    type: row.type,
    regDate: row.reg_date,
    language: row.language ?? "",
    clubLabel: row.club_label_id
      ? { labelId: row.club_label_id, labelName: row.club_label_name ?? "", type: row.club_label_type ?? "", rankLevel: row.rank_level ?? 0 }
      : null,
    token,
    merchantCode: row.merchant_code,
    firstTimeLogin: row.first_time_login === 1,
  };
}
