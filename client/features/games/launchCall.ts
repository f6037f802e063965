import { TIMING } from "#shared/constants";
import { type GameLaunchResult, lotteryLaunch, thirdPartyLaunch, trialLaunch, type TrialLaunchResult } from "#shared/contract";
import { allowedGameUrl } from "#shared/gameOrigins";
import { call, RequestError } from "../../lib/request";
import type { LaunchRequest, LotteryContext } from "./launchRules";
import { lotteryQuery, thirdPartyQuery } from "./launchRules";

/** How a launch ended: the game's checked address, the §8 time-out, an address we refuse, or a failure to show. */
export type LaunchOutcome = { kind: "ready"; url: URL } | { kind: "timeout" } | { kind: "offSite" } | { kind: "failed"; error: unknown };

export interface LaunchContext extends LotteryContext {
  allowedGameOrigins: readonly string[];
}

const TIMED_OUT = Symbol("timed out");

/** A value, or TIMED_OUT once `deadline` passes: the §8 rule is about the game URL, however many calls it takes. */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, deadline - Date.now()));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SPEC §7 GCS_gameTrialLaunch, either form: the address at once, or a request id asked again until it is ready. */
async function trialUrl(request: LaunchRequest, context: LaunchContext, stillWanted: () => boolean): Promise<string | null> {
  const query = thirdPartyQuery(request, context.language ?? "EN", context.exitUrl);
  let answer: TrialLaunchResult = await call(trialLaunch, { query, alert: false });
  while (answer && "requestId" in answer && typeof answer.requestId === "string") {
    if (!stillWanted()) return null;
    await wait(Math.min(Math.max(Number(answer.retryAfterMs) || 500, 100), 2_000));
    answer = await call(trialLaunch, { query: { ...query, requestId: answer.requestId }, alert: false });
  }
  return answer && "gameUrl" in answer ? answer.gameUrl : null;
}

async function gameUrl(request: LaunchRequest, context: LaunchContext, stillWanted: () => boolean): Promise<string | null> {
  if (request.kind === "trial") return trialUrl(request, context, stillWanted);
  const answer: GameLaunchResult =
    request.kind === "lottery"
      ? await call(lotteryLaunch, { query: lotteryQuery(request, context), alert: false })
      : await call(thirdPartyLaunch, { query: thirdPartyQuery(request, context.language ?? "EN", context.exitUrl), alert: false });
  return answer?.gameUrl ?? null;
}

/**
 * SPEC §8: ECONNABORTED, or no game URL within 10 s, is 'timeout retry please'. The platform's address is
 * input too: one that is not on the merchant's game origins is never opened (docs/decisions/017).
 */
export async function launchGame(request: LaunchRequest, context: LaunchContext): Promise<LaunchOutcome> {
  const deadline = Date.now() + TIMING.gameLaunchTimeout;
  // A launch that timed out stops asking.
  const stillWanted = () => Date.now() < deadline;
  try {
    const url = await beforeDeadline(gameUrl(request, context, stillWanted), deadline);
    if (url === TIMED_OUT || typeof url !== "string" || url.trim() === "") return { kind: "timeout" };
    const checked = allowedGameUrl(url, context.allowedGameOrigins);
    return checked ? { kind: "ready", url: checked } : { kind: "offSite" };
  } catch (error) {
    if (error instanceof RequestError && error.kind === "timeout") return { kind: "timeout" };
    return { kind: "failed", error };
  }
}
