import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { CHAT_MESSAGE_MAX } from "#shared/contract/support";
import { checkTestPush, testPushPayload } from "#shared/contract/push";
import { checkSettingPath } from "#shared/configPaths";
import { isHostName } from "#shared/hostName";
import { KV_KEYS, type MerchantConfig, merchantCodeSchema, merchantConfigSchema, parseMerchantConfig } from "#shared/merchantConfig";
import { DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants.ts";
import { contentKey, DEMO_CONTENT, merchantContentSchema } from "../../worker/sandbox/content/index.ts";
import { parseMessageFlags } from "../../worker/gates/maintenanceMessage.ts";
import { type OpsStore, OpsRefusal, sqlText } from "./store.ts";

export const USAGE = `Usage:
  npm run ops -- maintenance on <merchant> [--until 2026-12-01T06:00:00Z] [--message "text"] [--remote]
  npm run ops -- maintenance on <merchant> --message EN="Back soon" --message VI="Sắp trở lại" [--message "every other language"]
  npm run ops -- maintenance off <merchant> [--remote]
  npm run ops -- merchant show <merchant> [--remote]
  npm run ops -- merchant set <merchant> <path=value>... [--remote]   e.g. region.denyCountries='["KP"]' name="My Brand"
  npm run ops -- merchant set <merchant> --file config.json [--remote]
  npm run ops -- merchant map <host> <merchant> [--remote]
  npm run ops -- content show <merchant> [--language PT-BR] [--remote]   the sandbox content (banners, popups, marquee, promotions, lanes), as a player in that language gets it
  npm run ops -- content set <merchant> --file content.json [--remote]   validated before it is written; live on the next load
  npm run ops -- content reset <merchant> [--remote]                     back to the built-in demo content
  npm run ops -- chat <merchant> <username> "<text>" [--remote]          an operator's message in the player's sandbox chat
  npm run ops -- push <merchant> <username> "<title>" "<body>" [--link /m/activity]   a test notification to the player's devices (local sandbox)
  npm run ops -- release bump <merchant> [--remote]                     open pages show the update alert (SPEC §4) and refresh
  npm run ops -- release show <merchant> [--remote]
  npm run ops -- domain block|unblock <merchant> <host> [--remote]       the sandbox answers that domain's status call with domain_not_available
  npm run ops -- events <merchant> [--name register] [--limit 20] [--remote]   tracking events and server-side conversions the sandbox holds`;

/** The command line as the CLI takes it; `--remote` picks the store, so the caller reads it first. */
export function parseOpsArgs(argv: string[]) {
  try {
    return parseOptions(argv);
  } catch (error) {
    // Node's own words for an unknown flag or a missing value, as one line (a value may start with "-" as --limit=-5).
    throw new OpsRefusal(`${error instanceof Error ? error.message : String(error)} (npm run ops -- --help lists the commands and flags)`);
  }
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      remote: { type: "boolean", default: false },
      until: { type: "string" },
      // One per language (`--message EN="…" --message VI="…"`), or one bare text for every language.
      message: { type: "string", multiple: true },
      file: { type: "string" },
      language: { type: "string" },
      link: { type: "string" },
      name: { type: "string" },
      limit: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
}

/** What an operation says: its answer (stdout) and its notes (stderr). */
export interface OpsOutput {
  log(line: string): void;
  note(line: string): void;
}

function fail(message: string): never {
  throw new OpsRefusal(message);
}

function merchantCode(value: string | undefined): string {
  const parsed = merchantCodeSchema.safeParse(value?.toUpperCase());
  if (!parsed.success) fail(`merchant code expected (e.g. DEMO), got ${JSON.stringify(value ?? "")}`);
  return parsed.data;
}

function readJsonFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    return fail(`could not read ${file}: ${(error as Error).message}`);
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Runs one operation (the CLI's arguments) against a store. A refusal throws OpsRefusal with the line to show. */
export async function runOps(argv: string[], store: OpsStore, out: OpsOutput): Promise<void> {
  const { values: flags, positionals } = parseOpsArgs(argv);
  const local = !store.remote;

  async function sandboxSql(statement: string): Promise<Record<string, unknown>[]> {
    try {
      return await store.sql(statement);
    } catch (error) {
      if (error instanceof OpsRefusal) throw error;
      const said = error instanceof Error ? error.message : String(error);
      if (/no such table/i.test(said))
        fail("the sandbox has not set up its tables yet: open the site once (its migrations apply on first use), then try again");
      return fail(`could not write to the sandbox's database: ${said}`);
    }
  }

  async function readMerchant(code: string): Promise<MerchantConfig> {
    const raw = await store.kvGet(KV_KEYS.merchant(code));
    const demo = DEMO_MERCHANTS.find((merchant) => merchant.code === code);
    // Locally the worker seeds the demo merchants on first request; start from the same seed.
    const source = raw ?? (local && demo ? JSON.stringify(demo) : null);
    if (source === null) fail(`merchant ${code} is not configured${local ? " locally" : " in production KV"}`);
    const parsed = parseMerchantConfig(source);
    if (!parsed.ok)
      fail(`merchant ${code} in KV is invalid:\n  ${parsed.problems.join("\n  ")}\nFix it with: npm run ops -- merchant set ${code} --file config.json`);
    return parsed.config;
  }

  async function writeMerchant(config: unknown): Promise<MerchantConfig> {
    const parsed = parseMerchantConfig(config);
    if (!parsed.ok) fail(`refusing to write an invalid config:\n  ${parsed.problems.join("\n  ")}`);
    await store.kvPut(KV_KEYS.merchant(parsed.config.code), JSON.stringify(parsed.config, null, 2));
    return parsed.config;
  }

  const where = local ? "local KV (live on the next request)" : "production KV (live within about 60 s: KV propagation plus the worker's 5 s config cache)";
  const sandboxWhere = local ? "local" : "production";
  const [area, action, ...rest] = positionals;

  if (area === "maintenance" && (action === "on" || action === "off")) {
    const config = await readMerchant(merchantCode(rest[0]));
    if (flags.until && Number.isNaN(Date.parse(flags.until))) fail(`--until must be an ISO date-time such as 2026-12-01T06:00:00Z`);
    const messages = parseMessageFlags(flags.message ?? []);
    if ("error" in messages) fail(messages.error);
    const maintenance = action === "on" ? { on: true, ...(flags.until ? { until: new Date(flags.until).toISOString() } : {}), ...messages } : { on: false };
    const saved = await writeMerchant({ ...config, maintenance });
    const languages = Object.keys(saved.maintenance.messages ?? {});
    out.log(
      `maintenance ${action} for ${saved.code} in ${where}${action === "on" && flags.until ? ` until ${maintenance.until}` : ""}${languages.length ? ` with messages in ${languages.join(", ")}` : ""}`,
    );
  } else if (area === "release" && (action === "bump" || action === "show")) {
    const config = await readMerchant(merchantCode(rest[0]));
    if (action === "show") out.log(config.release || "(none)");
    else {
      // A time is unique enough and tells the operator when the last release went out.
      const saved = await writeMerchant({ ...config, release: new Date().toISOString() });
      out.log(`release ${saved.release} for ${saved.code} in ${where}: open pages show the update alert at their next check`);
    }
  } else if (area === "merchant" && action === "show") {
    out.log(JSON.stringify(await readMerchant(merchantCode(rest[0])), null, 2));
  } else if (area === "merchant" && action === "set") {
    const code = merchantCode(rest[0]);
    if (flags.file) {
      const saved = await writeMerchant({ ...(readJsonFile(flags.file) as object), code });
      out.log(`merchant ${saved.code} written to ${where}`);
    } else {
      const assignments = rest.slice(1);
      if (assignments.length === 0) fail("nothing to set: give path=value pairs or --file");
      const config = structuredClone(await readMerchant(code)) as unknown as Record<string, unknown>;
      for (const assignment of assignments) {
        const index = assignment.indexOf("=");
        if (index <= 0) fail(`expected path=value, got ${JSON.stringify(assignment)}`);
        const path = assignment.slice(0, index);
        if (path === "code") fail("the merchant code cannot be changed");
        const known = checkSettingPath(merchantConfigSchema, path);
        if (!known.ok) {
          const where = known.at
            ? `${known.at} has no setting ${JSON.stringify(path.slice(known.at.length + 1).split(".")[0])}`
            : `no setting ${JSON.stringify(path.split(".")[0])}`;
          fail(known.valid.length ? `${where}; the settings there are: ${known.valid.join(", ")}` : `${where}: ${known.at} is a single value`);
        }
        setPath(config, path, parseValue(assignment.slice(index + 1)));
      }
      const saved = await writeMerchant(config);
      out.log(`merchant ${saved.code} updated in ${where}`);
    }
  } else if (area === "merchant" && action === "map") {
    const host = rest[0]?.toLowerCase();
    if (!host || !isHostName(host)) fail(`host name expected, e.g. www.example.com, got ${JSON.stringify(rest[0] ?? "")}`);
    const code = merchantCode(rest[1]);
    await readMerchant(code);
    await store.kvPut(KV_KEYS.domain(host), code);
    out.log(`${host} → ${code} in ${where}`);
  } else if (area === "content" && action === "show") {
    const code = merchantCode(rest[0]);
    const raw = await store.kvGet(contentKey(code));
    // Nothing stored: the sandbox serves the built-in demo content, which is the starting point for an edit.
    const builtIn = (DEMO_CONTENT as Record<string, unknown>)[code];
    if (raw === null && !builtIn) fail(`${code} has no content in ${where}; write some with: npm run ops -- content set ${code} --file content.json`);
    if (raw === null) out.note(`${code} has no stored content: this is the built-in demo content the sandbox serves.`);
    const content = (raw === null ? builtIn : JSON.parse(raw)) as { defaultLanguage: string; languages: Record<string, unknown> };
    const language = flags.language?.toUpperCase();
    // What a player in that language is served (docs/decisions/055): that language's content, else the default's.
    if (language && !content.languages[language])
      out.note(`${code} has no content in ${language}: players in ${language} get the ${content.defaultLanguage} content below.`);
    out.log(JSON.stringify(language ? (content.languages[language] ?? content.languages[content.defaultLanguage]) : content, null, 2));
  } else if (area === "content" && action === "set") {
    const code = merchantCode(rest[0]);
    if (!flags.file) fail("content set needs --file content.json (see `content show` for the shape)");
    const parsed = merchantContentSchema.safeParse(readJsonFile(flags.file));
    if (!parsed.success)
      fail(`refusing to write invalid content:\n  ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n  ")}`);
    await store.kvPut(contentKey(code), JSON.stringify(parsed.data));
    out.log(`content of ${code} written to ${where}`);
  } else if (area === "content" && action === "reset") {
    const code = merchantCode(rest[0]);
    await store.kvDelete(contentKey(code));
    out.log(`content of ${code} reset to the built-in demo content in ${where}`);
  } else if (area === "chat") {
    // The operator's side of the sandbox's platform chat (docs/decisions/019): the player sees it in the chat page
    // and as the footer chat button's unread count.
    const code = merchantCode(action);
    const [username = "", ...words] = rest;
    const text = words.join(" ").trim();
    if (!/^[A-Za-z0-9_.@+-]{1,64}$/.test(username)) fail(`a player's username expected, e.g. npm run ops -- chat ${code} player1 "Hello"`);
    if (!text) fail(`the message is empty, e.g. npm run ops -- chat ${code} ${username} "Hello"`);
    if (text.length > CHAT_MESSAGE_MAX || text.includes("\u0000")) fail(`a message is at most ${CHAT_MESSAGE_MAX} characters of text`);
    const sent = await sandboxSql(
      `INSERT INTO chat_messages (member_id, sender, body, created_at) SELECT id, 'operator', ${sqlText(text)}, ${Date.now()} FROM members WHERE merchant_code = ${sqlText(code)} AND username = ${sqlText(username)} RETURNING id`,
    );
    if (sent.length === 0) fail(`${code} has no player ${username}`);
    out.log(
      `message to ${username} of ${code} written to the ${sandboxWhere} sandbox: it shows in the chat and in the chat button's badge on its next refresh`,
    );
  } else if (area === "push") {
    // A test notification (docs/decisions/023): queued in the sandbox for every device the player bound; a page of
    // that device picks it up while open and its service worker shows it, as it shows a push from FCM.
    const code = merchantCode(action);
    if (!local) fail("test pushes reach pages of development builds only: production has no stand-in for FCM (docs/decisions/023)");
    const [username = "", title, body = ""] = rest;
    if (!/^[A-Za-z0-9_.@+-]{1,64}$/.test(username)) fail(`a player's username expected, e.g. npm run ops -- push ${code} player1 "Title" "Text"`);
    const push = checkTestPush({ title, body, link: flags.link });
    if (typeof push === "string") fail(`a push needs ${push}`);
    const queued = await sandboxSql(
      `INSERT INTO push_messages (merchant_code, token, payload, created_at) SELECT t.merchant_code, t.token, ${sqlText(JSON.stringify(testPushPayload(push)))}, ${Date.now()} FROM push_tokens t JOIN members m ON m.id = t.member_id WHERE m.merchant_code = ${sqlText(code)} AND m.username = ${sqlText(username)} RETURNING id`,
    );
    if (queued.length === 0) {
      const known = await sandboxSql(`SELECT id FROM members WHERE merchant_code = ${sqlText(code)} AND username = ${sqlText(username)}`);
      fail(known.length === 0 ? `${code} has no player ${username}` : `${username} of ${code} has not turned notifications on in any browser yet`);
    }
    out.log(`push to ${username} of ${code} queued for ${queued.length} device(s) in the local sandbox: an open page of theirs shows it within seconds`);
  } else if (area === "domain" && (action === "block" || action === "unblock")) {
    // The switch of docs/decisions/027: the sandbox platform says this domain is not available, as for a blocked one.
    const code = merchantCode(rest[0]);
    const host = (rest[1] ?? "").trim().toLowerCase();
    if (!isHostName(host)) fail(`a host name expected, e.g. npm run ops -- domain ${action} ${code} demo.localhost`);
    await sandboxSql(
      action === "block"
        ? `INSERT OR IGNORE INTO blocked_domains (merchant_code, domain) VALUES (${sqlText(code)}, ${sqlText(host)})`
        : `DELETE FROM blocked_domains WHERE merchant_code = ${sqlText(code)} AND domain = ${sqlText(host)}`,
    );
    out.log(
      `${host} of ${code} is ${action === "block" ? "blocked: its status call answers domain_not_available" : "available again"} in the ${sandboxWhere} sandbox`,
    );
  } else if (area === "events") {
    // What the sandbox platform received (docs/decisions/026): tracking events, newest first, and the server-side
    // conversions the edge sent to the Meta and TikTok stand-ins.
    const code = merchantCode(action);
    const limit = Number(flags.limit ?? "20");
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) fail("--limit is a whole number from 1 to 500");
    if (flags.name !== undefined && !/^[A-Za-z]{1,40}$/.test(flags.name)) fail("--name is an event name, e.g. --name register");
    const byName = flags.name ? ` AND name = ${sqlText(flags.name)}` : "";
    const events = await sandboxSql(
      `SELECT id, name, at, member_id, payload, pixel_track, affiliate_code, referral_code, original_domain, s2s, page FROM tracking_events WHERE merchant_code = ${sqlText(code)}${byName} ORDER BY received_at DESC, at DESC LIMIT ${limit}`,
    );
    const byEvent = flags.name ? ` AND event_id IN (SELECT id FROM tracking_events WHERE merchant_code = ${sqlText(code)}${byName})` : "";
    const conversions = await sandboxSql(
      `SELECT network, event_name, event_id, body, received_at FROM server_conversions WHERE merchant_code = ${sqlText(code)}${byEvent} ORDER BY seq DESC LIMIT ${limit}`,
    );
    out.log(JSON.stringify({ events, conversions }, null, 2));
  } else {
    fail(`unknown operation\n${USAGE}`);
  }
}
