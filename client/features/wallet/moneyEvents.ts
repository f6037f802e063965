import type { createStore } from "jotai";
import { type DepositOrder, orderEventId, trackedCurrency, type WithdrawOrder } from "#shared/contract";
import { playerFields, track } from "../../core/tracking";

type Store = ReturnType<typeof createStore>;

/**
 * The money events of SPEC §3 Tracking events (docs/decisions/026): depositSubmit when an order is made; when that
 * order completes, deposit, and firstDeposit for the player's first (no successful deposit when it was made) or
 * redeposit for a later one; withdraw when a withdrawal is made. Each order's event is reported once.
 */
function orderFields(store: Store, order: DepositOrder | WithdrawOrder) {
  const player = playerFields(store);
  return { ...player, orderId: String(order.id), amount: order.amount, currency: trackedCurrency(order.currency) };
}

export function trackDepositSubmitted(store: Store, order: DepositOrder): void {
  track("depositSubmit", orderFields(store, order), { key: `depositSubmit:${order.id}` });
}

export function trackDepositCompleted(store: Store, order: DepositOrder, first: boolean): void {
  const fields = orderFields(store, order);
  // The ids the edge's conversions use too (docs/decisions/053), so the pixel's and the server's are one conversion.
  track("deposit", fields, { key: `deposit:${order.id}`, id: orderEventId("deposit", order.id) });
  if (first) {
    track("firstDeposit", fields, { key: `firstDeposit:${order.id}`, once: `firstDeposit:${fields.userId ?? ""}`, id: orderEventId("firstDeposit", order.id) });
  } else track("redeposit", fields, { key: `redeposit:${order.id}` });
}

export function trackWithdrawal(store: Store, order: WithdrawOrder): void {
  track("withdraw", orderFields(store, order), { key: `withdraw:${order.id}` });
}
