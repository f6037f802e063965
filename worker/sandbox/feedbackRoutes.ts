import { Hono } from "hono";
import { CUSTOMER_NOT_LOGIN, type FeedbackCategory, type FeedbackReceipt, feedbackSubmit } from "#shared/contract";
import { checkFeedback } from "#shared/supportRules";
import { fail, ok } from "./envelope";
import { currentMember } from "./members";
import type { SandboxEnv } from "./types";

/** Ours: a player may file this many pieces of feedback an hour; more is someone leaning on the button or a script. */
export const FEEDBACK_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/** SPEC §2 /m/feedback's record (ours, docs/decisions/019): checked like the form checks it, kept in D1. */
export const feedbackRoutes = new Hono<SandboxEnv>().post(feedbackSubmit.path, async (c) => {
  const member = await currentMember(c);
  if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
  const payload = c.var.payload;
  const body = (payload && typeof payload === "object" && !Array.isArray(payload) ? payload : {}) as Record<string, unknown>;
  const problems = checkFeedback(body);
  if (Object.keys(problems).length > 0) return fail(c, "feedback_invalid", 200, { value: { problems } });
  const now = Date.now();
  const db = c.env.SANDBOX_DB;
  const recent = await db
    .prepare("SELECT COUNT(*) AS sent FROM feedback WHERE member_id = ? AND created_at > ?")
    .bind(member.id, now - HOUR_MS)
    .first<{ sent: number }>();
  if ((recent?.sent ?? 0) >= FEEDBACK_PER_HOUR) return fail(c, "feedback_too_often");
  const category = body.category as FeedbackCategory;
  const contact = typeof body.contact === "string" && body.contact.trim() ? body.contact.trim() : null;
  const inserted = await db
    .prepare("INSERT INTO feedback (member_id, merchant_code, category, message, contact, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id")
    .bind(member.id, member.merchant_code, category, String(body.message).trim(), contact, now)
    .first<{ id: number }>();
  const receipt: FeedbackReceipt = { id: inserted?.id ?? 0, category, createdAt: now };
  return ok(c, receipt);
});
