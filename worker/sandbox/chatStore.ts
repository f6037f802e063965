import type { LanguageCode } from "#shared/languages";

/**
 * The sandbox's chat in D1 (migration 0015): messages between operators and players, and the tickets that open a
 * player's chat page. The session token never appears in the chat page's address; a ticket does, and it opens
 * nothing but that player's chat, for a short time (docs/decisions/019).
 */
export const CHAT_TICKET_LIFETIME_MS = 30 * 60 * 1000;
/** The chat page shows the latest messages only. */
const PAGE_MESSAGES = 100;

export interface ChatMessage {
  id: number;
  sender: "operator" | "player";
  body: string;
  created_at: number;
}

export interface ChatTicket {
  ticket: string;
  member_id: number;
  merchant_code: string;
  title: string;
  back_url: string;
  language: LanguageCode;
  header_color: string;
  expires_at: number;
}

export async function unreadCount(db: D1Database, memberId: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS unread FROM chat_messages WHERE member_id = ? AND sender = 'operator' AND read_at IS NULL")
    .bind(memberId)
    .first<{ unread: number }>();
  return row?.unread ?? 0;
}

/** The latest messages, oldest first; reading them marks the operator's as read (SPEC §3 Unread chat count). */
export async function readMessages(db: D1Database, memberId: number, now = Date.now()): Promise<ChatMessage[]> {
  const [, latest] = await db.batch<ChatMessage>([
    db.prepare("UPDATE chat_messages SET read_at = ? WHERE member_id = ? AND sender = 'operator' AND read_at IS NULL").bind(now, memberId),
    db.prepare("SELECT id, sender, body, created_at FROM chat_messages WHERE member_id = ? ORDER BY id DESC LIMIT ?").bind(memberId, PAGE_MESSAGES),
  ]);
  return (latest?.results ?? []).reverse();
}

export async function addMessage(db: D1Database, memberId: number, sender: ChatMessage["sender"], body: string, now = Date.now()): Promise<void> {
  await db.prepare("INSERT INTO chat_messages (member_id, sender, body, created_at) VALUES (?, ?, ?, ?)").bind(memberId, sender, body, now).run();
}

export async function createTicket(db: D1Database, fields: Omit<ChatTicket, "ticket" | "expires_at">, now = Date.now()): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const ticket = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  await db.batch([
    // Expired tickets go as new ones come, so the table never grows without bound.
    db.prepare("DELETE FROM chat_tickets WHERE expires_at <= ?").bind(now),
    db
      .prepare(
        "INSERT INTO chat_tickets (ticket, member_id, merchant_code, title, back_url, language, header_color, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(ticket, fields.member_id, fields.merchant_code, fields.title, fields.back_url, fields.language, fields.header_color, now + CHAT_TICKET_LIFETIME_MS),
  ]);
  return ticket;
}

/** The unexpired ticket of this merchant, or null for anything else (a made-up, expired or other merchant's ticket). */
export async function findTicket(db: D1Database, merchantCode: string, ticket: string | undefined, now = Date.now()): Promise<ChatTicket | null> {
  if (!ticket || !/^[0-9a-f]{48}$/.test(ticket)) return null;
  return db.prepare("SELECT * FROM chat_tickets WHERE ticket = ? AND merchant_code = ? AND expires_at > ?").bind(ticket, merchantCode, now).first<ChatTicket>();
}
