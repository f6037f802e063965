import { Hono } from "hono";
import { bindBankCard, bindPixKey, type PixKeyType } from "#shared/contract";
import { cardDigits, checkCardNumber, checkHolderName, checkPixKey, normalizeName, normalizePixKey } from "#shared/moneyRules";
import { fail, ok } from "./envelope";
import type { MemberRow } from "./members";
import { ensureWallet } from "./wallet";
import { countAccounts, fingerprint, insertAccount, maskCard, maskPixKey, readAccount } from "./walletAccounts";
import { ACCOUNTS_PER_KIND, pixAvailable, termsFor } from "./walletLimits";
import { type Body, type C, type Describe, type MoneyPost, noteRecord, recordOnce, withMoneyPost } from "./walletRequests";
import type { SandboxEnv } from "./types";

type NewAccount = Parameters<typeof insertAccount>[2];

/** Records a new account under the request id, or says why not (a repeated id, the same card or key again). */
async function bind(c: C, member: MemberRow, post: MoneyPost, account: NewAccount): Promise<Response> {
  const db = c.env.SANDBOX_DB;
  if ((await countAccounts(db, member.id, account.kind)) >= ACCOUNTS_PER_KIND) return fail(c, "account_limit");
  const now = Date.now();
  const recorded = await recordOnce(
    c,
    member.id,
    post,
    "account",
    now,
    [insertAccount(db, member.id, account, now), noteRecord(db, member.id, post.requestId)],
    {
      account: () => fail(c, "account_exists"),
    },
  );
  if (recorded instanceof Response) return recorded;
  const bound = await readAccount(db, member.id, recorded);
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
      withMoneyPost(describe, async (c, member, post) => {
        const { body } = post;
        const { currency } = await ensureWallet(c.env.SANDBOX_DB, member.id);
        const bank = termsFor(currency).banks.find((candidate) => candidate.code === body.bankCode);
        if (!bank) return fail(c, "bank_invalid", 400, { value: { field: "bankCode", problem: "invalid" } });
        const holder = holderOf(c, body);
        if ("refusal" in holder) return holder.refusal;
        const problem = checkCardNumber(body.cardNumber);
        if (problem) return fail(c, "card_number_invalid", 400, { value: { field: "cardNumber", problem } });
        const digits = cardDigits(body.cardNumber as string);
        return bind(c, member, post, {
          kind: "BANK_CARD",
          provider: bank.name,
          holderName: holder.holderName,
          masked: maskCard(digits),
          fingerprint: await fingerprint("BANK_CARD", digits),
          keyType: null,
        });
      }),
    )
    .post(
      bindPixKey.path,
      withMoneyPost(describe, async (c, member, post) => {
        const { body } = post;
        const { currency } = await ensureWallet(c.env.SANDBOX_DB, member.id);
        if (!pixAvailable(currency)) return fail(c, "pix_unavailable");
        const holder = holderOf(c, body);
        if ("refusal" in holder) return holder.refusal;
        const problem = checkPixKey(body.keyType, body.key);
        if (problem) return fail(c, "pix_key_invalid", 400, { value: { field: "key", problem } });
        const keyType = body.keyType as PixKeyType;
        const key = normalizePixKey(keyType, body.key as string);
        return bind(c, member, post, {
          kind: "PIX",
          provider: "Pix",
          holderName: holder.holderName,
          masked: maskPixKey(keyType, key),
          fingerprint: await fingerprint("PIX", key),
          keyType,
        });
      }),
    );
