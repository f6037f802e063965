import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import EN from "../../locales/EN.json";
import AR from "../../locales/AR.json";
import { DOWNLOAD_TRIGGERS, type DownloadConfig, type MemberInfo, type TransactionCounts } from "#shared/contract";
import { KV_KEYS } from "#shared/merchantConfig";
import { type Answer, BRAND_B, BRAND_C, DEMO, call, demoMerchant, getJson, postEncrypted, postJson, putMerchant, restoreDemoMerchants } from "./helpers";

const PATH = "/wps/relay/WPSCORE_getDownloadSetting";
const SETTING = "/wps/sandbox/downloadSetting";
const PLAYER = "/wps/sandbox/downloadPlayer";

const setting = (origin: string, domain: string, language = "EN") =>
  getJson<DownloadConfig>(origin, `${PATH}?domain=${encodeURIComponent(domain)}`, undefined, language);
const override = (origin: string, config: unknown) => postJson<DownloadConfig>(origin, SETTING, { config });

function refused(answer: Answer<unknown>, errorCode: string, status = 400) {
  expect({ status: answer.status, success: answer.body.success, errorCode: answer.body.errorCode }).toEqual({ status, success: false, errorCode });
}

/** The stored demo configurations, put back after a test damages one (D1 is shared by a file's tests). */
async function keepStoredConfigs(): Promise<() => Promise<void>> {
  const rows = (await env.SANDBOX_DB.prepare("SELECT merchant_code, config FROM download_settings").all<{ merchant_code: string; config: string }>()).results;
  return async () => {
    for (const row of rows) {
      await env.SANDBOX_DB.prepare(
        "INSERT INTO download_settings (merchant_code, config) VALUES (?1, ?2) ON CONFLICT (merchant_code) DO UPDATE SET config = ?2",
      )
        .bind(row.merchant_code, row.config)
        .run();
    }
  };
}

describe("SPEC §7 WPSCORE_getDownloadSetting (sandbox)", () => {
  let restoreConfigs: () => Promise<void>;
  beforeEach(async () => {
    await restoreDemoMerchants();
    for (const origin of [DEMO, BRAND_B, BRAND_C]) await override(origin, null);
    restoreConfigs = await keepStoredConfigs();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await restoreConfigs();
  });

  it("§3 §7 each merchant answers its own configuration, readable without a session", async () => {
    const demo = await setting(DEMO, "demo.localhost");
    expect(demo.status).toBe(200);
    expect(demo.body.value!.download_condition_switch).toEqual({ enabled: true, value: "1" });
    expect(demo.body.value!.bottom_app_bar_mode).toEqual({ enabled: true, value: "1" });
    const brandB = (await setting(BRAND_B, "brand-b.localhost")).body.value!;
    expect(brandB.theme).toEqual({ enabled: true, value: "dark" });
    expect(brandB.bind_card).toEqual({ enabled: true, value: "2" });
    const brandC = (await setting(BRAND_C, "brand-c.localhost")).body.value!;
    expect(brandC.domains_switch).toEqual({ enabled: true, value: "3" });
    expect(brandC.app_desc!.value).toMatch(/[\u0600-\u06FF]/);
  });

  it("§3 §4 the demos together cover every trigger (each with its _forced twin) and domain modes 1, 2 and 3", async () => {
    const configs = await Promise.all([setting(DEMO, "demo.localhost"), setting(BRAND_B, "brand-b.localhost"), setting(BRAND_C, "brand-c.localhost")]);
    const values = configs.map((answer) => answer.body.value!);
    for (const trigger of DOWNLOAD_TRIGGERS) {
      expect(
        values.some((config) => config[trigger]?.enabled),
        trigger,
      ).toBe(true);
      for (const config of values)
        expect(config[`${trigger}_forced`], `${trigger}_forced`).toEqual({ enabled: expect.any(Boolean), value: expect.any(String) });
    }
    expect(values.some((config) => DOWNLOAD_TRIGGERS.some((trigger) => config[`${trigger}_forced`]?.enabled))).toBe(true);
    expect(values.map((config) => config.domains_switch?.value).sort()).toEqual(["1", "2", "3"]);
    // Values travel as text (SPEC §3).
    for (const config of values) for (const item of Object.values(config)) expect(typeof item!.value).toBe("string");
  });

  it("§7 the domain is the page's host: with a port, in capitals, or an address all pass", async () => {
    for (const domain of ["demo.localhost:8790", "DEMO.LOCALHOST", "127.0.0.1", "localhost", " demo.localhost "]) {
      expect((await setting(DEMO, domain)).status, domain).toBe(200);
    }
  });

  it.each([
    ["missing", `${PATH}`],
    ["empty", `${PATH}?domain=`],
    ["twice", `${PATH}?domain=demo.localhost&domain=evil.example`],
    ["a path", `${PATH}?domain=${encodeURIComponent("demo.localhost/m/home")}`],
    ["a scheme", `${PATH}?domain=${encodeURIComponent("https://demo.localhost")}`],
    ["script", `${PATH}?domain=${encodeURIComponent("<script>alert(1)</script>")}`],
    ["quotes", `${PATH}?domain=${encodeURIComponent("a'b\"c")}`],
    ["unicode", `${PATH}?domain=${encodeURIComponent("dеmo.localhost")}`],
    ["too long", `${PATH}?domain=${"a".repeat(70)}.${"b".repeat(200)}`],
    ["a leading hyphen", `${PATH}?domain=-demo.localhost`],
    ["a bad percent", `${PATH}?domain=%E0%A4%A`],
  ])("§7 DESIGN §5 a hostile domain (%s) gets a clear 400 in the player's language, never a 500", async (_name, path) => {
    const answer = await getJson<unknown>(DEMO, path);
    refused(answer, "domain_invalid");
    expect(answer.body.message).toBe(EN["errors.code.domain_invalid"]);
    const arabic = await getJson<unknown>(BRAND_C, path, undefined, "AR");
    refused(arabic, "domain_invalid");
    // Arabic once the translators have been; English until then, never the key.
    expect([AR["errors.code.domain_invalid" as keyof typeof AR], EN["errors.code.domain_invalid"]]).toContain(arabic.body.message);
  });

  it("§7 a merchant without a configuration answers an empty one: every key missing, so every trigger off", async () => {
    await env.SANDBOX_DB.prepare("DELETE FROM download_settings WHERE merchant_code = 'BRANDB'").run();
    expect((await setting(BRAND_B, "brand-b.localhost")).body).toEqual({ success: true, value: {} });
  });

  it("docs/decisions/022 a damaged stored configuration answers an empty one and logs, never a 500", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.SANDBOX_DB.prepare("UPDATE download_settings SET config = '{not json' WHERE merchant_code = 'BRANDB'").run();
    expect((await setting(BRAND_B, "brand-b.localhost")).body).toEqual({ success: true, value: {} });
    expect(log.mock.calls.some(([line]) => String(line).includes("sandbox_download_setting_invalid"))).toBe(true);
    await env.SANDBOX_DB.prepare("UPDATE download_settings SET config = '[1,2]' WHERE merchant_code = 'BRANDB'").run();
    expect((await setting(BRAND_B, "brand-b.localhost")).body).toEqual({ success: true, value: {} });
  });
});

describe("docs/decisions/022 the sandbox's download test helpers (dev builds)", () => {
  beforeEach(async () => {
    await restoreDemoMerchants();
    for (const origin of [DEMO, BRAND_B, BRAND_C]) await override(origin, null);
  });

  it("an override replaces one merchant's configuration, and null puts the demo back", async () => {
    const config = { download_condition_switch: { enabled: true, value: "1" }, reg_days: { enabled: true, value: "abc" } };
    const answer = await override(DEMO, config);
    expect(answer.body).toEqual({ success: true, value: config });
    expect((await setting(DEMO, "demo.localhost")).body.value).toEqual(config);
    expect((await setting(BRAND_B, "brand-b.localhost")).body.value!.theme).toEqual({ enabled: true, value: "dark" });
    await override(DEMO, null);
    expect((await setting(DEMO, "demo.localhost")).body.value!.bottom_app_bar_mode).toEqual({ enabled: true, value: "1" });
  });

  it("an empty override switches every prompt off (what the e2e tests start from)", async () => {
    await override(BRAND_C, {});
    expect((await setting(BRAND_C, "brand-c.localhost")).body.value).toEqual({});
  });

  it.each([
    ["not an object", "on"],
    ["a list", [1]],
    ["an unknown key", { nonsense: { enabled: true, value: "1" } }],
    ["enabled as text", { reg_days: { enabled: "true", value: "1" } }],
    ["a number value", { reg_days: { enabled: true, value: 1 } }],
    ["an extra field", { reg_days: { enabled: true, value: "1", extra: 1 } }],
    ["a huge value", { app_desc: { enabled: true, value: "x".repeat(2_001) } }],
  ])("an override that is not { key: { enabled, value } } (%s) is refused with 400", async (_name, config) => {
    refused(await override(DEMO, config), "body_invalid");
  });

  it("§3 a test player gets exactly the history asked for: registration age, counts and a bound card", async () => {
    const before = Date.now();
    const player = (await postJson<MemberInfo>(DEMO, PLAYER, { username: "a2h_worker", registeredDaysAgo: 10, deposits: 3, withdrawals: 2, bankCard: true }))
      .body.value!;
    expect(player.type).toBe(0);
    expect(Math.round((before - player.regDate) / 86_400_000)).toBe(10);
    const counts = (await getJson<TransactionCounts>(DEMO, "/wps/relay/MCSFE_getTransactionCounts", player.token)).body.value!;
    expect(counts.totalDepositSuccessCount).toBe(3);
    expect(counts.totalWithdrawSuccessCount).toBe(2);
    expect(counts.fullBankCardList).toHaveLength(1);

    // Asked again, the same player starts over.
    const again = (await postJson<MemberInfo>(DEMO, PLAYER, { username: "a2h_worker", registeredDaysAgo: 0, type: 4 })).body.value!;
    expect(again.id).toBe(player.id);
    expect(again.type).toBe(4);
    const reset = (await getJson<TransactionCounts>(DEMO, "/wps/relay/MCSFE_getTransactionCounts", again.token)).body.value!;
    expect([reset.totalDepositSuccessCount, reset.totalWithdrawSuccessCount, reset.fullBankCardList.length]).toEqual([0, 0, 0]);
  });

  it("a test player with a password logs in like any player", async () => {
    await postJson(BRAND_B, PLAYER, { username: "a2h_login", password: "Secret99" });
    const login = await postEncrypted<{ token: string }>(BRAND_B, "/wps/session/login", {
      type: "username",
      username: "a2h_login",
      password: "Secret99",
      loginDeviceId: "d",
      isOfficialAppLogin: false,
    });
    expect(login.body.success).toBe(true);
    expect(login.body.value!.token).toEqual(expect.any(String));
  });

  it.each([
    ["a seeded player", { username: "player1" }, "username_required"],
    ["no name", {}, "username_required"],
    ["negative days", { username: "a2h_x", registeredDaysAgo: -1 }, "body_invalid"],
    ["fractional counts", { username: "a2h_x", deposits: 1.5 }, "body_invalid"],
    ["too many", { username: "a2h_x", withdrawals: 51 }, "body_invalid"],
    ["a short password", { username: "a2h_x", password: "123" }, "body_invalid"],
    ["bankCard as text", { username: "a2h_x", bankCard: "yes" }, "body_invalid"],
  ])("a test-player request that is not valid (%s) is refused, and seeded players are never touched", async (_name, body, errorCode) => {
    refused(await postJson(DEMO, PLAYER, body), errorCode);
  });
});

describe("§7 production forwards WPSCORE_getDownloadSetting to the merchant's platform", () => {
  afterEach(() => vi.restoreAllMocks());

  it("§7 /wps/relay/* reaches the upstream with its domain query intact", async () => {
    await restoreDemoMerchants();
    const merchant = demoMerchant();
    merchant.code = "REMOTE";
    merchant.upstream = ["http://platform.test"];
    await putMerchant(merchant);
    await env.CONFIG.put(KV_KEYS.domain("remote.localhost"), "REMOTE");
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(Response.json({ success: true, value: { theme: { enabled: true, value: "dark" } } }));
    });
    const response = await call(`http://remote.localhost:8787${PATH}?domain=remote.localhost`, { headers: { Merchant: "REMOTE" } });
    expect(await response.json()).toEqual({ success: true, value: { theme: { enabled: true, value: "dark" } } });
    expect(calls).toEqual([`http://platform.test${PATH}?domain=remote.localhost`]);
  });
});
