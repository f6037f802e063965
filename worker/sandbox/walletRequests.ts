import type { Context } from "hono";
import { CUSTOMER_NOT_LOGIN, DUPLICATE_REQUEST, REQUEST_ID } from "#shared/contract";
import { fail } from "./envelope";
import { currentMember, type MemberRow } from "./members";
import type { SandboxEnv } from "./types";

export type C = Context<SandboxEnv>;
export type Body = Record<string, unknown>;

/** Every money call needs a session. */
export function withMember(handler: (c: C, member: MemberRow) => Promise<Response>) {
  return async (c: C) => {
    const member = await currentMember(c);
    if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
    return handler(c, member);
  };
}

/** A post's fields, or null when the body is not a JSON object. */
function bodyOf(c: C): Body | null {
  const payload = c.var.payload;
  return payload && typeof payload === "object" && !Array.isArray(payload) ? (payload as Body) : null;
}

export type RequestKind = "deposit" | "withdraw" | "account";

/** What a request id made the first time, read back for a repeated post. */
export type Describe = (c: C, memberId: number, kind: RequestKind, recordId: number) => Promise<unknown>;

/** A money post as the routes receive it: its fields, its fresh request id, and how to describe a record. */
export interface MoneyPost {
  body: Body;
  requestId: string;
  see: (kind: RequestKind, recordId: number) => Promise<unknown>;
}

/**
 * Every money post needs a session, a JSON object body and a request id not used before: the handler runs
 * only with all three, else the refusal says which is missing (a used id answers with what it made).
 */
export function withMoneyPost(describe: Describe, handler: (c: C, member: MemberRow, post: MoneyPost) => Promise<Response>) {
  return withMember(async (c, member) => {
    const body = bodyOf(c);
    if (!body) return fail(c, "body_invalid", 400);
    const see = (kind: RequestKind, recordId: number) => describe(c, member.id, kind, recordId);
    const claim = await claimCheck(c, member, body, see);
    if ("refusal" in claim) return claim.refusal;
    return handler(c, member, { body, requestId: claim.requestId, see });
  });
}

/** The request id of a post, or a refusal: missing or malformed, or already used by this member. */
async function claimCheck(
  c: C,
  member: MemberRow,
  body: Body,
  describe: (kind: RequestKind, recordId: number) => Promise<unknown>,
): Promise<{ requestId: string } | { refusal: Response }> {
  const requestId = body.requestId;
  if (typeof requestId !== "string" || !REQUEST_ID.test(requestId)) return { refusal: fail(c, "request_id_invalid", 400) };
  const seen = await c.env.SANDBOX_DB.prepare("SELECT kind, record_id FROM wallet_requests WHERE member_id = ? AND request_id = ?")
    .bind(member.id, requestId)
    .first<{ kind: RequestKind; record_id: number | null }>();
  if (seen) return { refusal: await duplicate(c, seen.kind, seen.record_id, describe) };
  return { requestId };
}

/** The refusal of a repeated id; it carries what the first post made, so a retry after a lost answer learns it. */
async function duplicate(
  c: C,
  kind: RequestKind,
  recordId: number | null,
  describe: (kind: RequestKind, recordId: number) => Promise<unknown>,
): Promise<Response> {
  const value = recordId === null ? undefined : await describe(kind, recordId);
  return fail(c, DUPLICATE_REQUEST, 200, value === undefined || value === null ? {} : { value });
}

/** The statement that takes a request id; it fails the whole batch when the id was taken meanwhile. */
function takeRequestId(db: D1Database, memberId: number, requestId: string, kind: RequestKind, now: number): D1PreparedStatement {
  return db.prepare("INSERT INTO wallet_requests (member_id, request_id, kind, created_at) VALUES (?, ?, ?, ?)").bind(memberId, requestId, kind, now);
}

/** Notes the record just inserted (last_insert_rowid) as the request's outcome; runs right after that insert. */
export function noteRecord(db: D1Database, memberId: number, requestId: string): D1PreparedStatement {
  return db.prepare("UPDATE wallet_requests SET record_id = last_insert_rowid() WHERE member_id = ? AND request_id = ?").bind(memberId, requestId);
}

/** The record a request id made (noteRecord), or null while it has none. */
async function recordOf(db: D1Database, memberId: number, requestId: string): Promise<number | null> {
  const row = await db
    .prepare("SELECT record_id FROM wallet_requests WHERE member_id = ? AND request_id = ?")
    .bind(memberId, requestId)
    .first<{ record_id: number | null }>();
  return row?.record_id ?? null;
}

/**
 * Runs a money post's statements in one batch with the taking of its request id, so the post happens once.
 * The statements note the new record (noteRecord, right after its insert). A concurrent post that took the
 * id first makes this one a repeat; a constraint the caller names gives its refusal. Else the record's id.
 */
export async function recordOnce(
  c: C,
  memberId: number,
  { requestId, see }: MoneyPost,
  kind: RequestKind,
  now: number,
  statements: D1PreparedStatement[],
  refusals: Partial<Record<"balance" | "dailyLimit" | "account", () => Response>> = {},
): Promise<number | Response> {
  const db = c.env.SANDBOX_DB;
  try {
    await db.batch([takeRequestId(db, memberId, requestId, kind, now), ...statements]);
  } catch (error) {
    const broken = constraintOf(error);
    if (broken === "duplicate") return duplicate(c, kind, await recordOf(db, memberId, requestId), see);
    const refusal = broken && refusals[broken];
    if (refusal) return refusal();
    throw error;
  }
  const recordId = await recordOf(db, memberId, requestId);
  if (recordId === null) throw new Error(`${kind} not recorded`);
  return recordId;
}

/** Which constraint a failed batch broke: the request id's (a concurrent duplicate), the daily limit's or the balance's. */
function constraintOf(error: unknown): "duplicate" | "balance" | "dailyLimit" | "account" | null {
  const text = String(error);
  if (/wallet_requests/.test(text)) return "duplicate";
  if (/CHECK constraint failed: withdraw_daily_limit/i.test(text)) return "dailyLimit";
  if (/CHECK constraint/i.test(text)) return "balance";
  if (/wallet_accounts/.test(text)) return "account";
  return null;
}
