import { beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_GAME_SOURCE, type GameLaunchResult, type TrialLaunchResult } from "#shared/contract";
import { BRAND_B, BRAND_C, DEMO, SIGNED_IN, call, getJson, openSession, restoreDemoMerchants } from "./helpers";

/** Catalogue games of the demo merchants (worker/sandbox/content/demo/games.ts). */
const DEMO_LOTTERY = "BOLAO_DA_RODADA";
const DEMO_SLOT = { gameId: "SAMBA_777", nodeId: "3100" };
const DEMO_LIVE = { gameId: "ROLETA_BRASILEIRA", nodeId: "3120" };
const EXIT = "http://demo.localhost:8787/m/gameExit";

/** A GET with its query as fields. */
const get = <T>(origin: string, path: string, query: Record<string, string>, token?: string, language?: string) =>
  getJson<T>(origin, `${path}?${new URLSearchParams(query)}`, token, language);

const lottery = (overrides: Record<string, string> = {}) => ({
  mode: "LOTT",
  device: "MOBILE",
  area: "VN",
  view: "lobby",
  prizeMode: "Lott",
  gameCode: DEMO_LOTTERY,
  backUrl: EXIT,
  hasLobby: "true",
  language: "PT-BR",
  title: "Demo Bet",
  labelName: "Ouro",
  ...overrides,
});
const thirdParty = (game = DEMO_SLOT, overrides: Record<string, string> = {}) => ({ ...game, platform: "html5", language: "EN", lobbyUrl: EXIT, ...overrides });

async function balanceOf(token: string): Promise<number> {
  const { body } = await get<{ balance: number }>(DEMO, "/wps/member/balance", {}, token);
  return body.value!.balance;
}

describe("SPEC §7 game launch in the sandbox (docs/decisions/017)", () => {
  let token: string;
  beforeAll(async () => {
    await restoreDemoMerchants();
    token = (await openSession(DEMO, "player1")).token;
  });

  it("§7 launchGame (LOTT) answers value.gameUrl: the demo game on its own games.* origin, with a ticket, never the token", async () => {
    const { body } = await get<GameLaunchResult>(DEMO, "/wps/game/launchGame", lottery(), token);
    expect(body.success).toBe(true);
    const url = new URL(body.value!.gameUrl);
    expect(url.origin).toBe("http://games.localhost:8787");
    expect(url.pathname).toBe("/sandbox-game/play");
    expect(url.searchParams.get("ticket")).toMatch(/^[0-9a-f]{36}$/);
    expect(body.value!.gameUrl).not.toContain(token);
  });

  it("§7 the SEA variant sends only gameCode, hasLobby and backUrl, and is launched too", async () => {
    const { body } = await get<GameLaunchResult>(DEMO, "/wps/game/launchGame", { gameCode: DEMO_LOTTERY, hasLobby: "false", backUrl: EXIT }, token);
    expect(body.success).toBe(true);
  });

  it("§6 game launch requires the session: without it the platform says log in", async () => {
    const { body } = await get(DEMO, "/wps/game/launchGame", lottery());
    expect(body).toMatchObject({ success: false, errorCode: "CUSTOMER_NOT_LOGIN" });
  });

  it.each([
    ["an unknown mode", { mode: "XYZ" }],
    ["a missing back address", { backUrl: "" }],
    ["a javascript: back address", { backUrl: "javascript:alert(1)" }],
    ["a bad prize mode", { prizeMode: "Mega" }],
    ["a bad view", { view: "tv" }],
    ["a code with markup", { gameCode: "<script>" }],
  ])("§7 a launch with %s is refused with a clear 400, never a 500", async (_, override) => {
    const { status, body } = await get(DEMO, "/wps/game/launchGame", lottery(override), token, "PT-BR");
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "game_launch_invalid" });
    expect(body.message).not.toMatch(/launch request/);
  });

  it("§7 a game that is not one of the merchant's lotteries is not found", async () => {
    const { body } = await get(DEMO, "/wps/game/launchGame", lottery({ gameCode: "SAMBA_777" }), token);
    expect(body).toMatchObject({ success: false, errorCode: "game_not_found" });
    const other = await get(DEMO, "/wps/game/launchGame", lottery({ gameCode: "XO_SO_MIEN_BAC" }), token);
    expect(other.body).toMatchObject({ success: false, errorCode: "game_not_found" });
  });

  it("issue #11 a third-party game launches at the node its card names; another node is not found", async () => {
    const ok = await get<GameLaunchResult>(DEMO, "/wps/relay/GCS_gameLaunch", thirdParty(), token);
    expect(ok.body.success).toBe(true);
    const wrongNode = await get(DEMO, "/wps/relay/GCS_gameLaunch", thirdParty({ ...DEMO_SLOT, nodeId: "9999" }), token);
    expect(wrongNode.body).toMatchObject({ success: false, errorCode: "game_not_found" });
    const offSiteLobby = await get(DEMO, "/wps/relay/GCS_gameLaunch", thirdParty(DEMO_SLOT, { lobbyUrl: "ftp://x" }), token);
    expect(offSiteLobby.status).toBe(400);
  });

  it("§7 GCS_gameTrialLaunch, synchronous form: the address at once", async () => {
    const { body } = await get<TrialLaunchResult>(DEMO, "/wps/relay/GCS_gameTrialLaunch", thirdParty(), token);
    expect(body.value).toHaveProperty("gameUrl");
  });

  it("§7 GCS_gameTrialLaunch, asynchronous form: a request id, asked again until the address is ready", async () => {
    const first = await get<TrialLaunchResult>(DEMO, "/wps/relay/GCS_gameTrialLaunch", thirdParty(DEMO_LIVE), token);
    expect(first.body.value).toMatchObject({ retryAfterMs: 500 });
    const requestId = (first.body.value as { requestId: string }).requestId;
    const early = await get<TrialLaunchResult>(DEMO, "/wps/relay/GCS_gameTrialLaunch", { ...thirdParty(DEMO_LIVE), requestId }, token);
    expect(early.body.value).toMatchObject({ requestId });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 1_500);
      const ready = await get<TrialLaunchResult>(DEMO, "/wps/relay/GCS_gameTrialLaunch", { ...thirdParty(DEMO_LIVE), requestId }, token);
      expect(ready.body.value).toHaveProperty("gameUrl");
    } finally {
      vi.useRealTimers();
    }
    const unknown = await get(DEMO, "/wps/relay/GCS_gameTrialLaunch", { ...thirdParty(DEMO_LIVE), requestId: "f".repeat(36) }, token);
    expect(unknown.status).toBe(400);
  });
});

describe("issue #11 the sandbox's demo game: a real round against the sandbox balance", () => {
  let token: string;
  beforeAll(async () => {
    await restoreDemoMerchants();
    token = (await openSession(DEMO, "player1")).token;
  });

  async function ticketFor(query = thirdParty(), path = "/wps/relay/GCS_gameLaunch"): Promise<URL> {
    const { body } = await get<GameLaunchResult>(DEMO, path, query, token);
    return new URL(body.value!.gameUrl);
  }

  it("serves the game page on the games.* host only, in the player's language, with its round script under the CSP nonce", async () => {
    const url = await ticketFor(thirdParty(DEMO_SLOT, { language: "PT-BR" }));
    const page = await call(url.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Samba 777");
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain(DEMO_GAME_SOURCE);
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    // Framed by the operator that launched it, and by no one else.
    expect(page.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors http:\/\/demo\.localhost:8787(;|$)/);
    // The merchant's own host does not serve it.
    const onMerchantHost = await call(`${DEMO}${url.pathname}${url.search}`);
    expect(onMerchantHost.status).not.toBe(200);
  });

  it("an unknown or malformed ticket gets a clear 404, not a game", async () => {
    expect((await call("http://games.localhost:8787/sandbox-game/play?ticket=nope")).status).toBe(404);
    expect((await call(`http://games.localhost:8787/sandbox-game/play?ticket=${"a".repeat(36)}`)).status).toBe(404);
  });

  it("a round takes the bet from the balance and pays the win; every round moves the balance", async () => {
    const url = await ticketFor();
    const before = await balanceOf(token);
    const response = await call(`${url.origin}/sandbox-game/round`, {
      method: "POST",
      body: JSON.stringify({ ticket: url.searchParams.get("ticket"), bet: 5 }),
    });
    const answer = (await response.json()) as { success: boolean; value: { win: number; balance: number } };
    expect(answer.success).toBe(true);
    expect(answer.value.balance).toBeCloseTo(before - 5 + answer.value.win, 2);
    expect(answer.value.balance).not.toBe(before);
    expect(await balanceOf(token)).toBeCloseTo(answer.value.balance, 2);
  });

  it("a trial round plays with play money and never touches the balance", async () => {
    const url = await ticketFor(thirdParty(), "/wps/relay/GCS_gameTrialLaunch");
    const before = await balanceOf(token);
    const response = await call(`${url.origin}/sandbox-game/round`, {
      method: "POST",
      body: JSON.stringify({ ticket: url.searchParams.get("ticket"), bet: 10 }),
    });
    const answer = (await response.json()) as { success: boolean; value: { win: number; balance: number } };
    expect(answer.value.balance).toBe(1_000 - 10 + answer.value.win);
    expect(await balanceOf(token)).toBe(before);
  });

  it.each([
    ["a bet that is not offered", { bet: 7 }],
    ["a negative bet", { bet: -5 }],
    ["a pick out of range", { bet: 5, pick: 12 }],
  ])("%s is refused with a 400", async (_, body) => {
    const url = await ticketFor();
    const response = await call(`${url.origin}/sandbox-game/round`, {
      method: "POST",
      body: JSON.stringify({ ticket: url.searchParams.get("ticket"), ...body }),
    });
    expect(response.status).toBe(400);
  });

  it("a body that is not JSON is a 400", async () => {
    const response = await call("http://games.localhost:8787/sandbox-game/round", { method: "POST", body: "{oops" });
    expect(response.status).toBe(400);
  });
});

describe("issue #11 the exit page every launch gives as the game's lobby", () => {
  it("posts the exit message to the framing page, or sends a whole-tab game back; in the player's language", async () => {
    const response = await call(`${BRAND_C}/m/gameExit`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("mc-game-exit");
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("MC_GAME_RETURN");
  });

  it("the app page lets the merchant's game origins be framed (plain-http loopback in development)", async () => {
    const response = await call(`${BRAND_B}/m/login`);
    expect(response.headers.get("Content-Security-Policy")).toMatch(/frame-src 'self' https:.* http:\/\/games\.localhost:\*/);
  });
});

describe("SPEC §7 minigame.js: the sandbox serves a small real mini-game at both paths", () => {
  it.each([
    ["v1", "/mini-game/v1/minigame.js"],
    ["s1", "/mini-game/s1/minigame.js"],
  ])("§7 %s is JavaScript that defines the mini-game's interface and plays the merchant's own lottery", async (variant, path) => {
    const response = await call(`${BRAND_B}${path}?_t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain("MCMiniGame");
    expect(script).toContain(`"${variant}"`);
    expect(script).toContain("XO_SO_MIEN_BAC");
    // It is valid JavaScript.
    expect(() => new Function(script)).not.toThrow();
  });
});

describe("issue #11 /m/launchGame renders at the edge for a signed-in player", () => {
  it("the server paints 'opening' (the address is checked in the browser, against its own origin), never a 500", async () => {
    const response = await call(`${DEMO}/m/launchGame?code=BOLAO_DA_RODADA&backUrl=${encodeURIComponent("https://evil.example/")}`, { headers: SIGNED_IN });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('aria-busy="true"');
  });
});
