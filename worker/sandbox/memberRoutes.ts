import { Hono } from "hono";
import { CUSTOMER_NOT_LOGIN, memberInfo, memberLanguage, playerRankProgress } from "#shared/contract";
import { isLanguageCode, normalizeLanguage } from "#shared/languages";
import { fail, ok } from "./envelope";
import { bearerToken, currentMember, toMemberInfo } from "./members";
import type { SandboxEnv } from "./types";

/** SPEC §7 member calls that need a session. */
export const memberRoutes = new Hono<SandboxEnv>()
  .get(memberInfo.path, async (c) => {
    const member = await currentMember(c);
    if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
    return ok(c, toMemberInfo(member, bearerToken(c)!));
  })
  .post(memberLanguage.path, async (c) => {
    const member = await currentMember(c);
    if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
    const language = normalizeLanguage((c.var.payload as { language?: string } | undefined)?.language);
    if (!language || !isLanguageCode(language)) return fail(c, "language_invalid", 400);
    await c.env.SANDBOX_DB.prepare("UPDATE members SET language = ? WHERE id = ?").bind(language, member.id).run();
    return ok(c, undefined);
  })
  .get(playerRankProgress.path, async (c) => {
    const member = await currentMember(c);
    if (!member) return fail(c, CUSTOMER_NOT_LOGIN);
    return ok(c, {
      currentProgress: { completedConditions: member.completed_conditions, totalExpectedConditions: member.total_expected_conditions },
      playerRankProgress: { labelId: member.club_label_id },
    });
  });
