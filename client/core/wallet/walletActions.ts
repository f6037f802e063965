import type { createStore, PrimitiveAtom } from "jotai";
import { memberBalance, transactionCounts } from "#shared/contract";
import { TIMING } from "#shared/constants";
import { call } from "../../lib/request";
import { playerFields, track } from "../tracking";
import { balanceAtom, idle, type Remote, transactionCountsAtom } from "./atoms";

type Store = ReturnType<typeof createStore>;

async function refresh<T>(store: Store, target: PrimitiveAtom<Remote<T>>, load: () => Promise<T>): Promise<T | null> {
  store.set(target, (previous) => ({ status: "loading", value: previous.value }));
  try {
    const value = await load();
    store.set(target, { status: "ready", value });
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
export function refreshBalance(store: Store): Promise<unknown> {
  return refresh(store, balanceAtom, () => call(memberBalance, { alert: false }));
}

export async function refreshTransactionCounts(store: Store): Promise<unknown> {
  const before = store.get(transactionCountsAtom).value?.totalDepositSuccessCount;
  const counts = await refresh(store, transactionCountsAtom, () => call(transactionCounts, { alert: false }));
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

function recheck(store: Store): void {
  void refreshTransactionCounts(store);
  void refreshBalance(store);
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
