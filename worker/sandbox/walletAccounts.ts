import type { AccountKind, BoundAccount, PixKeyType } from "#shared/contract";

/**
 * Bound withdrawal accounts (docs/decisions/018). The full card number or Pix key is never stored:
 * a masked form to show, and a fingerprint (SHA-256) to refuse binding the same one twice.
 */

interface AccountRow {
  id: number;
  kind: AccountKind;
  provider: string;
  holder_name: string;
  masked: string;
  key_type: PixKeyType | null;
  created_at: number;
}

const toAccount = (row: AccountRow): BoundAccount => ({
  id: row.id,
  kind: row.kind,
  provider: row.provider,
  holderName: row.holder_name,
  masked: row.masked,
  keyType: row.key_type,
  createdAt: row.created_at,
});

export async function listAccounts(db: D1Database, memberId: number): Promise<BoundAccount[]> {
  const rows = await db.prepare("SELECT * FROM wallet_accounts WHERE member_id = ? ORDER BY id").bind(memberId).all<AccountRow>();
  return rows.results.map(toAccount);
}

export async function readAccount(db: D1Database, memberId: number, id: number): Promise<BoundAccount | null> {
  const row = await db.prepare("SELECT * FROM wallet_accounts WHERE id = ? AND member_id = ?").bind(id, memberId).first<AccountRow>();
  return row ? toAccount(row) : null;
}

export async function countAccounts(db: D1Database, memberId: number, kind: AccountKind): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM wallet_accounts WHERE member_id = ? AND kind = ?").bind(memberId, kind).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function fingerprint(kind: AccountKind, value: string): Promise<string> {
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${kind}:${value}`));
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export const maskCard = (digits: string) => `•••• ${digits.slice(-4)}`;

/** Masks a normalized Pix key the way Brazilian banks show one: enough to recognise, not enough to use. */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case "CPF":
      return `•••.${key.slice(3, 6)}.${key.slice(6, 9)}-••`;
    case "CNPJ":
      return `${key.slice(0, 2)}.•••.•••/${key.slice(8, 12)}-${key.slice(12)}`;
    case "EMAIL": {
      const [name = "", domain = ""] = key.split("@");
      return `${name.slice(0, 1)}•••@${domain}`;
    }
    case "PHONE":
      return `+55 ${key.slice(3, 5)} •••••-${key.slice(-4)}`;
    case "EVP":
      return `${key.slice(0, 8)}-••••-••••-••••-${key.slice(-4)}`;
  }
}

export function insertAccount(
  db: D1Database,
  memberId: number,
  account: { kind: AccountKind; provider: string; holderName: string; masked: string; fingerprint: string; keyType: PixKeyType | null },
  now: number,
): D1PreparedStatement {
  return db
    .prepare("INSERT INTO wallet_accounts (member_id, kind, provider, holder_name, masked, fingerprint, key_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(memberId, account.kind, account.provider, account.holderName, account.masked, account.fingerprint, account.keyType, now);
}
