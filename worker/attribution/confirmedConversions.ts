import type { Context } from "hono";
import {
  CONVERSION_ORDER_ID,
  type DepositOrder,
  depositOrder,
  HEADERS,
  type MemberInfo,
  memberInfo,
  MONEY_CONVERSION_EVENTS,
  orderEventId,
  SERVER_CONVERSION_EVENTS,
  type TrackingEvent,
  type TrackingReport,
  type TransactionCounts,
  transactionCounts,
} from "#shared/contract";
import type { AppEnv } from "../edge/appEnv";
import { platformRead } from "../upstream/platformRead";

type MoneyEvent = (typeof MONEY_CONVERSION_EVENTS)[number];
const isMoney = (name: string): name is MoneyEvent => (MONEY_CONVERSION_EVENTS as readonly string[]).includes(name);

/**
 * The conversions a report may cause (docs/decisions/053). Register goes as reported. A money event goes only for an
 * order the platform confirms as completed for the member whose token sent the report (a first deposit, only while it
 * is the member's one completed deposit), with that order's amount and currency and the platform's member id, under
 * the order's own event id (orderEventId, as the browser's pixel used): nothing the report says about money or
 * identity is taken. A guest's report causes no money conversion.
 */
export async function confirmedConversions(c: Context<AppEnv>, report: TrackingReport): Promise<TrackingEvent[]> {
  const token = c.req.header(HEADERS.authorization)?.trim();
  const wanted = report.events.filter((event) => (SERVER_CONVERSION_EVENTS as readonly string[]).includes(event.name));
  const confirmed: TrackingEvent[] = wanted.filter((event) => !isMoney(event.name));
  const money = wanted.filter((event) => isMoney(event.name));
  if (!token || money.length === 0) return confirmed;
  const member = await platformRead<MemberInfo>(c, memberInfo.path, token);
  if (!member || (typeof member.id !== "number" && typeof member.id !== "string")) return confirmed;
  let counts: Promise<TransactionCounts | undefined> | undefined;
  const seen = new Set<string>();
  for (const event of money) {
    const orderId = String(event.payload.orderId ?? "");
    if (!CONVERSION_ORDER_ID.test(orderId)) continue;
    const id = orderEventId(event.name as MoneyEvent, orderId);
    if (seen.has(id)) continue;
    seen.add(id);
    const order = await platformRead<DepositOrder>(c, `${depositOrder.path}?id=${encodeURIComponent(orderId)}`, token);
    if (!order || order.status !== "completed" || String(order.id) !== orderId) continue;
    if (typeof order.amount !== "number" || !Number.isFinite(order.amount) || typeof order.currency !== "string") continue;
    if (event.name === "firstDeposit") {
      counts ??= platformRead<TransactionCounts>(c, transactionCounts.path, token);
      if ((await counts)?.totalDepositSuccessCount !== 1) continue;
    }
    confirmed.push({ ...event, id, payload: { userId: String(member.id), orderId, amount: order.amount, currency: order.currency } });
  }
  return confirmed;
}
