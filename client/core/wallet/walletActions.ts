import type { createStore, PrimitiveAtom } from "jotai";
import { memberBalance, transactionCounts } from "#shared/contract";
import { TIMING } from "#shared/constants";
import { call } from "../../lib/request";
import { keepIfSame } from "../../lib/sameValue";
import { playerFields, track } from "../tracking";
import { balanceAtom, idle, type Remote, transactionCountsAtom } from "./atoms";

type Store = ReturnType<typeof createStore>;

/**
 * Asks again. A `quiet` ask (the polling) shows nothing while it runs when a value is already shown; an answer that
 * repeats what is shown changes nothing, so the header and the prompts that read it do not render again.
 */
async function refresh<T>(store: Store, target: PrimitiveAtom<Remote<T>>, load: () => Promise<T>, { quiet = false } = {}): Promise<T | null> {
  if (!quiet || store.get(target).value === null) store.set(target, (previous) => ({ status: "loading", value: previous.value }));
  try {
    const value = await load();
    store.set(target, (previous) => {
      const kept = keepIfSame(previous.value, value) as T;
      return previous.status === "ready" && kept === previous.value ? previous : { status: "ready", value: kept };
    });
    return value;
  } catch (error) {
    store.set(target, (previous) => ({ status: "error", value: previous.value, error }));
    return null;
  }
}

/**
 * Asks for the balance again (the header's tap, after a deposit, after a game). Silent on failure: the
 * header shows its own error state with Retry rather than a notice over the page.
 */
export function refreshBalance(store: Store, options?: { quiet?: boolean }): Promise<unknown> {
  return refresh(store, balanceAtom, () => call(memberBalance, { alert: false }), options);
}

export async function refreshTransactionCounts(store: Store, options?: { quiet?: boolean }): Promise<unknown> {
  const before = store.get(transactionCountsAtom).value?.totalDepositSuccessCount;
  const counts = await refresh(store, transactionCountsAtom, () => call(transactionCounts, { alert: false }), options);
  // SPEC §3 firstDepositArrival: the player's first deposit arrived, whichever screen they are on (docs/decisions/026).
  if (before === 0 && counts && counts.totalDepositSuccessCount > 0) {
    const player = playerFields(store);
    track("firstDepositArrival", player, { once: `firstDepositArrival:${player.userId ?? ""}` });
  }
  return counts;
}

/** The timers of each store's polling, so a sign-out stops exactly its own. */
const timers = new WeakMap<Store, Set<ReturnType<typeof setTimeout>>>();
const timersOf = (store: Store) => {
  let set = timers.get(store);
  if (!set) timers.set(store, (set = new Set()));
  return set;
};

/** The polling's check: quiet, so a header that already shows the balance shows no spinner every 30 s. */
function recheck(store: Store): void {
  void refreshTransactionCounts(store, { quiet: true });
  void refreshBalance(store, { quiet: true });
}

/**
 * SPEC §4, §9: a deposit was submitted; the counts (and the balance with them) are checked again 2.5 s later,
 * when the payment provider has usually confirmed it. Ignored while no polling runs (signed out).
 */
export function depositEvent(store: Store): void {
  const running = timers.get(store);
  if (!running) return;
  const timer = setTimeout(() => {
    running.delete(timer);
    recheck(store);
  }, TIMING.depositRecheck);
  running.add(timer);
}

/**
 * SPEC §4, §9: while a member is signed in, the deposit and withdrawal counts are asked for at once and
 * then every 30 s. Returns the stop, which also forgets the member's money (the next member starts blank).
 */
export function startWalletPolling(store: Store): () => void {
  const running = timersOf(store);
  recheck(store);
  const interval = setInterval(() => recheck(store), TIMING.transactionPoll);
  running.add(interval);
  return () => {
    for (const timer of running) clearTimeout(timer);
    clearInterval(interval);
    timers.delete(store);
    store.set(balanceAtom, idle);
    store.set(transactionCountsAtom, idle);
  };
}
