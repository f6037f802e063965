import { Hono } from "hono";
import { bindBankCard, bindPixKey, type PixKeyType } from "../../shared/contract";
import { cardDigits, checkCardNumber, checkHolderName, checkPixKey, normalizeName, normalizePixKey } from "../../shared/moneyRules";
import { fail, ok } from "./envelope";
import type { MemberRow } from "./members";
import { ensureWallet } from "./wallet";
import { countAccounts, fingerprint, insertAccount, maskCard, maskPixKey, readAccount } from "./walletAccounts";
import { ACCOUNTS_PER_KIND, pixAvailable, termsFor } from "./walletLimits";
import { type Body, bodyOf, type C, claimCheck, constraintOf, duplicate, noteRecord, type RequestKind, takeRequestId, withMember } from "./walletRequests";
import type { SandboxEnv } from "./types";

type Describe = (c: C, memberId: number, kind: RequestKind, recordId: number) => Promise<unknown>;
type NewAccount = Parameters<typeof insertAccount>[2];

/** Records a new account under the request id, or says why not (a repeated id, the same card or key again). */
async function bind(c: C, member: MemberRow, requestId: string, account: NewAccount, describe: Describe): Promise<Response> {
  const db = c.env.SANDBOX_DB;
  if ((await countAccounts(db, member.id, account.kind)) >= ACCOUNTS_PER_KIND) return fail(c, "account_limit");
  const now = Date.now();
  try {
    await db.batch([takeRequestId(db, member.id, requestId, "account", now), insertAccount(db, member.id, account, now), noteRecord(db, member.id, requestId)]);
  } catch (error) {
    const broken = constraintOf(error);
    if (broken === "account") return fail(c, "account_exists");
    if (broken !== "duplicate") throw error;
    const seen = await db
      .prepare("SELECT record_id FROM wallet_requests WHERE member_id = ? AND request_id = ?")
      .bind(member.id, requestId)
      .first<{ record_id: number | null }>();
    return duplicate(c, "account", seen?.record_id ?? null, (kind, id) => describe(c, member.id, kind, id));
  }
  const row = await db
    .prepare("SELECT record_id FROM wallet_requests WHERE member_id = ? AND request_id = ?")
    .bind(member.id, requestId)
    .first<{ record_id: number }>();
  const bound = row ? await readAccount(db, member.id, row.record_id) : null;
  if (!bound) throw new Error("account not recorded");
  return ok(c, bound);
}

/** The holder's name, or the refusal that names the problem. */
function holderOf(c: C, body: Body): { holderName: string } | { refusal: Response } {
  const problem = checkHolderName(body.holderName);
  if (problem) return { refusal: fail(c, "holder_name_invalid", 400, { value: { field: "holderName", problem } }) };
  return { holderName: normalizeName(body.holderName as string) };
}

/** Binding a bank card or a Pix key for withdrawals (SPEC §2 /m/securityCenter/addBankCard, addBankCardPix). */
export const walletAccountRoutes = (describe: Describe) =>
  new Hono<SandboxEnv>()
    .post(
      bindBankCard.path,
      withMember(async (c, member) => {
        const body = bodyOf(c);
        if (!body) return fail(c, "body_invalid", 400);
        const claim = await claimCheck(c, member, body, (kind, id) => describe(c, member.id, kind, id));
        if ("refusal" in claim) return claim.refusal;
        const { currency } = await ensureWallet(c.env.SANDBOX_DB, member.id);
        const bank = termsFor(currency).banks.find((candidate) => candidate.code === body.bankCode);
        if (!bank) return fail(c, "bank_invalid", 400, { value: { field: "bankCode", problem: "invalid" } });
        const holder = holderOf(c, body);
        if ("refusal" in holder) return holder.refusal;
        const problem = checkCardNumber(body.cardNumber);
        if (problem) return fail(c, "card_number_invalid", 400, { value: { field: "cardNumber", problem } });
        const digits = cardDigits(body.cardNumber as string);
        return bind(
          c,
          member,
          claim.requestId,
          {
            kind: "BANK_CARD",
            provider: bank.name,
            holderName: holder.holderName,
            masked: maskCard(digits),
            fingerprint: await fingerprint("BANK_CARD", digits),
            keyType: null,
          },
          describe,
        );
      }),
    )
    .post(
      bindPixKey.path,
      withMember(async (c, member) => {
        const body = bodyOf(c);
        if (!body) return fail(c, "body_invalid", 400);
        const claim = await claimCheck(c, member, body, (kind, id) => describe(c, member.id, kind, id));
        if ("refusal" in claim) return claim.refusal;
        const { currency } = await ensureWallet(c.env.SANDBOX_DB, member.id);
        if (!pixAvailable(currency)) return fail(c, "pix_unavailable");
        const holder = holderOf(c, body);
        if ("refusal" in holder) return holder.refusal;
        const problem = checkPixKey(body.keyType, body.key);
        if (problem) return fail(c, "pix_key_invalid", 400, { value: { field: "key", problem } });
        const keyType = body.keyType as PixKeyType;
        const key = normalizePixKey(keyType, body.key as string);
        return bind(
          c,
          member,
          claim.requestId,
          {
            kind: "PIX",
            provider: "Pix",
            holderName: holder.holderName,
            masked: maskPixKey(keyType, key),
            fingerprint: await fingerprint("PIX", key),
            keyType,
          },
          describe,
        );
      }),
    );
