/**
 * Writes the sandbox's sign-in accounts (README: Sandbox accounts), with PBKDF2 hashes made here so no
 * password is stored: worker/sandbox/migrations/0004_accounts.sql (DEMO, BRANDB), and the accounts part of
 * 0011_brand_c.sql (BRANDC; the lines above its marker are kept as they are).
 * Run after changing the list: `node scripts/seed-accounts.ts`, or `node scripts/seed-accounts.ts BRANDC` to
 * rewrite only the migrations holding that merchant's accounts (new salts change every hash it writes).
 */
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

const ITERATIONS = 100_000; // worker/sandbox/password.ts
const PASSWORD = "Demo1234";
const DEFAULT_PASSWORD = "mc123456"; // shared/auth.ts

function hash(password: string): string {
  const salt = randomBytes(16);
  const derived = pbkdf2Sync(password, salt, ITERATIONS, 32, "sha256");
  return `pbkdf2$${ITERATIONS}$${salt.toString("base64")}$${derived.toString("base64")}`;
}

interface Account {
  merchant: string;
  username: string;
  type?: number;
  password?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  secondFactor?: string[];
  email?: string;
  payeeName?: string;
  gaCode?: string;
  mobile?: string;
}

const ACCOUNTS: Account[] = [
  { merchant: "DEMO", username: "player1" },
  { merchant: "DEMO", username: "agent1", type: 1 },
  { merchant: "DEMO", username: "quiet4", type: 4 },
  { merchant: "DEMO", username: "mfa_email", secondFactor: ["email"], email: "mfa.email@demo.example" },
  { merchant: "DEMO", username: "mfa_ga", secondFactor: ["ga"], gaCode: "246810" },
  { merchant: "DEMO", username: "mfa_sms", secondFactor: ["sms"], mobile: "11987654321" },
  { merchant: "DEMO", username: "mfa_payee", secondFactor: ["payeeName"], payeeName: "Maria Silva" },
  {
    merchant: "DEMO",
    username: "mfa_all",
    secondFactor: ["email", "ga", "sms", "payeeName"],
    email: "mfa.all@demo.example",
    gaCode: "135791",
    mobile: "11912345678",
    payeeName: "Joao Souza",
  },
  { merchant: "DEMO", username: "firsttime", firstTimeLogin: true },
  { merchant: "DEMO", username: "expired", passwordExpired: true },
  { merchant: "DEMO", username: "defaultpw", password: DEFAULT_PASSWORD },
  { merchant: "BRANDB", username: "player1" },
  { merchant: "BRANDB", username: "agent2", type: 2 },
  { merchant: "BRANDB", username: "firsttime", firstTimeLogin: true },
  { merchant: "BRANDB", username: "expired", passwordExpired: true },
  { merchant: "BRANDB", username: "mfa_payee", secondFactor: ["payeeName"], payeeName: "Nguyen Van An" },
  { merchant: "BRANDC", username: "player1", mobile: "501234567" },
  { merchant: "BRANDC", username: "agent1", type: 1 },
  { merchant: "BRANDC", username: "firsttime", firstTimeLogin: true },
];

/** Each merchant's players' language, and the dialling code of their mobile numbers. */
const LANGUAGE: Record<string, string> = { DEMO: "PT-BR", BRANDB: "VI", BRANDC: "AR" };
const DIALLING_CODE: Record<string, string> = { DEMO: "55", BRANDB: "84", BRANDC: "971" };

const q = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "NULL" : typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`;

const ACCOUNTS_0004 = [
  "-- Sign-in for the sandbox's players (README: Sandbox accounts). Passwords are PBKDF2 hashes.",
  "ALTER TABLE members ADD COLUMN password_hash TEXT;",
  "ALTER TABLE members ADD COLUMN password_expired INTEGER NOT NULL DEFAULT 0;",
  "ALTER TABLE members ADD COLUMN second_factor TEXT NOT NULL DEFAULT '[]';",
  "ALTER TABLE members ADD COLUMN email TEXT;",
  "ALTER TABLE members ADD COLUMN payee_name TEXT;",
  "ALTER TABLE members ADD COLUMN ga_code TEXT;",
  "ALTER TABLE members ADD COLUMN mobile TEXT;",
  "ALTER TABLE members ADD COLUMN country_dialing_code TEXT;",
  "ALTER TABLE members ADD COLUMN referral_code TEXT;",
  "ALTER TABLE members ADD COLUMN affiliate_code TEXT;",
  "ALTER TABLE members ADD COLUMN register_method TEXT;",
  "ALTER TABLE members ADD COLUMN firebase_uid TEXT;",
  "CREATE TABLE IF NOT EXISTS sms_codes (",
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,",
  "  merchant_code TEXT NOT NULL,",
  "  mobile TEXT NOT NULL,",
  "  code TEXT NOT NULL,",
  "  expires_at INTEGER NOT NULL,",
  "  used INTEGER NOT NULL DEFAULT 0",
  ");",
  "CREATE INDEX IF NOT EXISTS sms_codes_mobile ON sms_codes (merchant_code, mobile);",
];

/** Where the generated accounts of a later migration begin; everything above it is hand-written and kept. */
const MARKER = "-- Accounts below are written by scripts/seed-accounts.ts (PBKDF2 hashes, password Demo1234)";

/** The migrations that hold accounts. A migration applies once, so a new merchant's accounts go in a new one. */
const TARGETS: { file: string; merchants: string[]; head: () => string[] }[] = [
  { file: "worker/sandbox/migrations/0004_accounts.sql", merchants: ["DEMO", "BRANDB"], head: () => ACCOUNTS_0004 },
  {
    file: "worker/sandbox/migrations/0011_brand_c.sql",
    merchants: ["BRANDC"],
    head: () => {
      const text = readFileSync("worker/sandbox/migrations/0011_brand_c.sql", "utf8");
      const at = text.indexOf(MARKER);
      if (at < 0) throw new Error(`0011_brand_c.sql has no line "${MARKER}"`);
      return [...text.slice(0, at).replace(/\n+$/, "").split("\n"), MARKER];
    },
  },
];

function insert(account: Account): string[] {
  const values = [
    q(account.merchant),
    q(account.username),
    q(account.type ?? 0),
    q(LANGUAGE[account.merchant]),
    q(1735689600000),
    q(hash(account.password ?? PASSWORD)),
    q(account.firstTimeLogin ? 1 : 0),
    q(account.passwordExpired ? 1 : 0),
    q(JSON.stringify(account.secondFactor ?? [])),
    q(account.email),
    q(account.payeeName),
    q(account.gaCode),
    q(account.mobile),
    q(account.mobile ? DIALLING_CODE[account.merchant] : null),
  ];
  return [
    `INSERT INTO members (merchant_code, username, type, language, reg_date, password_hash, first_time_login, password_expired, second_factor, email, payee_name, ga_code, mobile, country_dialing_code) VALUES (${values.join(", ")})`,
    `  ON CONFLICT (merchant_code, username) DO UPDATE SET password_hash = excluded.password_hash, first_time_login = excluded.first_time_login, password_expired = excluded.password_expired, second_factor = excluded.second_factor, email = excluded.email, payee_name = excluded.payee_name, ga_code = excluded.ga_code, mobile = excluded.mobile, country_dialing_code = excluded.country_dialing_code;`,
  ];
}

const only = process.argv.slice(2).map((code) => code.toUpperCase());
for (const target of TARGETS) {
  if (only.length > 0 && !target.merchants.some((merchant) => only.includes(merchant))) continue;
  const accounts = ACCOUNTS.filter((account) => target.merchants.includes(account.merchant));
  const lines = [...target.head(), ...accounts.flatMap(insert)];
  writeFileSync(target.file, `${lines.join("\n")}\n`);
  console.log(`${accounts.length} accounts written to ${target.file}`);
}
