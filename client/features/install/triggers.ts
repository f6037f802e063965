import type { DownloadTrigger, TransactionCounts } from "#shared/contract";
import { TIMING } from "#shared/constants";
import { ROUTES } from "#shared/routes";
import { type DomainRule, normalizeHost, type PromptRules } from "./downloadConfig";

/**
 * SPEC §4 add-to-home prompt triggers: who may be offered a download, and which trigger fires at a given moment,
 * from the settings (downloadConfig.ts), the counts, the page and the session's memory. Pure: the flow feeds it
 * the moment and keeps what it decides (docs/decisions/022).
 */

/** SPEC §6: types 0, 1 and 2 are valid players, the only ones offered downloads. */
export const VALID_MEMBER_TYPES: ReadonlySet<number> = new Set([0, 1, 2]);

/** SPEC §4 domain modes, against the page's host (with and without its port). */
export function domainAllows(rule: DomainRule | null, page: { hostname: string; host: string }): boolean {
  if (!rule) return false;
  if (rule.mode === "all") return true;
  const listed = rule.hosts.includes(normalizeHost(page.hostname)) || rule.hosts.includes(normalizeHost(page.host));
  return rule.mode === "only" ? listed : !listed;
}

export interface Audience {
  memberType: number;
  /** Inside the native app, or opened from the home screen (PWA or web clip). */
  installed: boolean;
  page: { hostname: string; host: string };
}

/** Whether this player, here, may be offered a download at all (SPEC §4, §6). */
export function promptsAllowed(rules: PromptRules, audience: Audience): boolean {
  return rules.on && !audience.installed && VALID_MEMBER_TYPES.has(audience.memberType) && domainAllows(rules.domains, audience.page);
}

/** SPEC §4 "login required, on home/login/register": the pages the prompt after a sign-in may show on. */
export const SIGN_IN_PROMPT_PATHS: ReadonlySet<string> = new Set([
  ROUTES.root,
  ROUTES.index,
  ROUTES.indexHtml,
  ROUTES.home,
  ROUTES.login,
  ROUTES.register,
  ROUTES.registerHtml,
]);

export const REGISTER_PATHS: ReadonlySet<string> = new Set([ROUTES.register, ROUTES.registerHtml]);

/** SPEC §4, §9: 2 s after a login, 1.9 s after a registration. */
export function signInDelay(registration: boolean): number {
  return registration ? TIMING.addToHomeAfterRegistration : TIMING.addToHomeAfterLogin;
}

/** This tab's memory of the prompt (sessionStorage) and the two things kept across visits (localStorage). */
export interface PromptMemory {
  /** The player closed a prompt this session: no closable prompt again this session (docs/decisions/022). */
  closed: boolean;
  /** A non-closable prompt was shown this session: every later one is non-closable too. */
  forced: boolean;
  /** Standing triggers (registration age, counts) already shown this session. */
  shown: DownloadTrigger[];
  /** bind_card 1 ("first time only") has been shown in this browser. */
  bindCardShown: boolean;
}

export const EMPTY_MEMORY: PromptMemory = { closed: false, forced: false, shown: [], bindCardShown: false };

/** What is going on when the flow asks: the page, the member's data, and the timed triggers whose wait is over. */
export interface Moment {
  path: string;
  now: number;
  /** SPEC §3 Member info regDate (ms; seconds are recognised), null until member info is loaded. */
  regDate: number | null;
  counts: TransactionCounts | null;
  /** The game on screen. */
  playing: string | null;
  /** login_required's wait after a sign-in is over. */
  signInDue: boolean;
  /** The game whose in-game wait is over. */
  gameDue: string | null;
  /** This visit's page trigger (first deposit, first withdrawal, bank card) was already decided. */
  pageDecided: boolean;
}

export interface Prompt {
  triggers: DownloadTrigger[];
  closable: boolean;
}

export interface Decision {
  prompt: Prompt | null;
  /** The page trigger of this visit is decided (shown, not wanted, or suppressed); false while counts are awaited. */
  pageDecided: boolean;
  /** The timed triggers are used up (shown, suppressed, or their page or game has gone). */
  signInDone: boolean;
  gameDone: boolean;
}

const DAY_MS = 86_400_000;

/** The triggers that hold wherever the player is: each is shown once a session. */
const STANDING: ReadonlySet<DownloadTrigger> = new Set(["reg_days", "deposit_times", "deposit_least_times", "withdrawal_times", "withdrawal_least_times"]);

function registeredDays(regDate: number, now: number): number {
  // A timestamp before 1973 in milliseconds is a timestamp in seconds.
  const ms = regDate < 1e11 ? regDate * 1000 : regDate;
  return Math.floor((now - ms) / DAY_MS);
}

const BANK_CARD_PATHS: ReadonlySet<string> = new Set([ROUTES.addBankCard, ROUTES.addBankCardPix]);

/** The page trigger of `path`: "wait" until the counts it reads are known. */
function pageTrigger(rules: PromptRules, moment: Moment, memory: PromptMemory): DownloadTrigger | "wait" | null {
  const { path, counts } = moment;
  const wanted =
    (path === ROUTES.voucherCenter && rules.firstDeposit) ||
    (path === ROUTES.withdraw && rules.firstWithdraw) ||
    (BANK_CARD_PATHS.has(path) && rules.bindCard !== null && !(rules.bindCard === "firstTime" && memory.bindCardShown));
  if (!wanted) return null;
  if (!counts) return "wait";
  if (path === ROUTES.voucherCenter) return counts.totalDepositSuccessCount === 0 ? "first_deposit" : null;
  if (path === ROUTES.withdraw) return counts.totalWithdrawSuccessCount === 0 ? "first_withdraw" : null;
  return counts.fullBankCardList.length === 0 ? "bind_card" : null;
}

/** Registration age and the deposit and withdrawal thresholds: true wherever the player is. */
function standingTriggers(rules: PromptRules, moment: Moment, memory: PromptMemory): DownloadTrigger[] {
  const { counts, regDate, now } = moment;
  const due: DownloadTrigger[] = [];
  if (rules.regDays !== null && regDate !== null && registeredDays(regDate, now) >= rules.regDays) due.push("reg_days");
  if (counts) {
    const deposits = counts.totalDepositSuccessCount;
    const withdrawals = counts.totalWithdrawSuccessCount;
    if (rules.depositTimes !== null && deposits >= rules.depositTimes) due.push("deposit_times");
    if (rules.depositLeastTimes !== null && deposits <= rules.depositLeastTimes) due.push("deposit_least_times");
    if (rules.withdrawalTimes !== null && withdrawals >= rules.withdrawalTimes) due.push("withdrawal_times");
    if (rules.withdrawalLeastTimes !== null && withdrawals <= rules.withdrawalLeastTimes) due.push("withdrawal_least_times");
  }
  return due.filter((trigger) => !memory.shown.includes(trigger));
}

/** Forced ones always; closable ones unless the player closed a prompt this session (bind_card 2 asks every time regardless). */
function survivesClose(trigger: DownloadTrigger, rules: PromptRules, memory: PromptMemory): boolean {
  if (memory.forced || rules.forced.has(trigger) || !memory.closed) return true;
  return trigger === "bind_card" && rules.bindCard === "everyTime";
}

/**
 * SPEC §4: which prompt, if any, to show now. Every trigger that holds at this moment shares one prompt, which
 * is non-closable when any of them is forced or a forced prompt was shown before. The caller shows nothing while
 * another prompt is open: then nothing is used up, and the triggers wait.
 */
export function decide(rules: PromptRules, moment: Moment, memory: PromptMemory): Decision {
  const page = moment.pageDecided ? null : pageTrigger(rules, moment, memory);
  const signInHolds = rules.loginRequired && moment.signInDue && SIGN_IN_PROMPT_PATHS.has(moment.path);
  const gameHolds = rules.inGameMs !== null && moment.gameDue !== null && moment.gameDue === moment.playing;
  const candidates = [
    ...(page && page !== "wait" ? [page] : []),
    ...standingTriggers(rules, moment, memory),
    ...(signInHolds ? (["login_required"] as const) : []),
    ...(gameHolds ? (["in_game_popup_interval"] as const) : []),
  ];
  const triggers = candidates.filter((trigger) => survivesClose(trigger, rules, memory));
  const closable = !memory.forced && !triggers.some((trigger) => rules.forced.has(trigger));
  return {
    prompt: triggers.length > 0 ? { triggers, closable } : null,
    pageDecided: moment.pageDecided || page !== "wait",
    signInDone: moment.signInDue,
    gameDone: moment.gameDue !== null,
  };
}

/** The memory after `prompt` was shown. */
export function afterShown(memory: PromptMemory, prompt: Prompt): PromptMemory {
  return {
    closed: memory.closed,
    forced: memory.forced || !prompt.closable,
    shown: [...new Set([...memory.shown, ...prompt.triggers.filter((trigger) => STANDING.has(trigger))])],
    bindCardShown: memory.bindCardShown || prompt.triggers.includes("bind_card"),
  };
}

/** The memory after the player closed a prompt. */
export function afterClosed(memory: PromptMemory): PromptMemory {
  return { ...memory, closed: true };
}

/** Reads what sessionStorage and localStorage held, whatever they held. */
export function parseMemory(session: string | null, bindCardShown: string | null): PromptMemory {
  let stored: Partial<Record<keyof PromptMemory, unknown>> = {};
  try {
    const parsed: unknown = session ? JSON.parse(session) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) stored = parsed;
  } catch {
    // A damaged entry counts as none.
  }
  return {
    closed: stored.closed === true,
    forced: stored.forced === true,
    shown: Array.isArray(stored.shown) ? stored.shown.filter((trigger): trigger is DownloadTrigger => STANDING.has(trigger as DownloadTrigger)) : [],
    bindCardShown: bindCardShown === "1",
  };
}
