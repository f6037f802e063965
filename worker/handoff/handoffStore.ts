import { DurableObject } from "cloudflare:workers";
import type { HandoffSession } from "#shared/handoff";

const RECORD = "record";

/** One hand-off as the edge keeps it until the new domain redeems it (docs/decisions/027). */
export interface HandoffRecord {
  merchant: string;
  /** The host that may redeem it, and only it. */
  target: string;
  expires: number;
  session?: HandoffSession;
  cookies: Partial<Record<string, string>>;
}

/**
 * One hand-off's record, in a Durable Object of its own (docs/decisions/027). KV is eventually consistent: a record
 * written at the old domain's location may not yet be readable where the new domain lands, and two redeems at two
 * locations could both read it before either delete is seen. An object runs its calls one at a time, so `take`
 * hands a record out exactly once, wherever the two requests land.
 */
export class HandoffStore extends DurableObject {
  async keep(record: HandoffRecord): Promise<void> {
    this.ctx.storage.kv.put(RECORD, record);
    // Nothing outlives the code: the alarm clears the object when the code expires, redeemed or not.
    await this.ctx.storage.setAlarm(record.expires);
  }

  /**
   * The record, once. The read and the delete are synchronous (the SQLite-backed storage's `kv`), so they happen in
   * one turn and no other call can run between them; awaited reads let two concurrent calls both see the record.
   */
  async take(): Promise<HandoffRecord | null> {
    const record = this.ctx.storage.kv.get<HandoffRecord>(RECORD);
    if (!record) return null;
    this.ctx.storage.kv.delete(RECORD);
    await this.ctx.storage.deleteAlarm();
    return record;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
