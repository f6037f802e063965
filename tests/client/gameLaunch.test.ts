import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_GAME_SOURCE, GAME_EXIT_SOURCE } from "#shared/contract";
import { allowedGameUrl, gameFrameSources } from "#shared/gameOrigins";
import { launchGame, type LaunchContext } from "../../client/features/games/launchCall";
import {
  lotteryLanguage,
  lotteryQuery,
  needsAppDownload,
  parseLaunch,
  prizeModeFor,
  returnTarget,
  type LaunchRequest,
} from "../../client/features/games/launchRules";
import { FRAME_ALLOW, frameSandbox, fullscreenKind, needsRotation } from "../../client/features/games/frameRules";
import { readGameMessage } from "../../client/features/games/providers";
import { gameLaunchPath, offersTrial } from "../../client/core/links";
import { cancelAllRequests } from "../../client/lib/request";
import { answerWith, json, recordEffects } from "./requestHarness";

const ORIGIN = "https://demo.example";
const BACK = { origin: ORIGIN, allowedOrigins: ["https://news.demo.example"] };
const parse = (query: string) => parseLaunch(new URLSearchParams(query), BACK);
const request = (query: string): LaunchRequest => {
  const parsed = parse(query);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.request;
};

describe("SPEC §2 /m/launchGame: the address is checked before anything is sent", () => {
  it("§2 reads prize_mode, code, playType, backUrl and lottoView", () => {
    expect(request("code=MEGA&prize_mode=Elott&lottoView=betting&backUrl=%2Fm%2Fgame")).toMatchObject({
      kind: "lottery",
      code: "MEGA",
      prizeMode: "Elott",
      view: "betting",
      back: { kind: "route", to: "/m/game" },
    });
    expect(request("code=SAMBA_777&playType=SLOT&nodeId=3100")).toMatchObject({ kind: "game", nodeId: "3100", back: null });
    expect(request("code=SAMBA_777&playType=SLOT&nodeId=3100&trial=1").kind).toBe("trial");
  });

  it.each([
    ["", "missingCode"],
    ["code=%3Cscript%3E", "badCode"],
    ["code=A&playType=SL%20OT&nodeId=1", "badPlayType"],
    ["code=A&prize_mode=Mega", "badPrizeMode"],
    ["code=A&lottoView=tv", "badView"],
    ["code=A&playType=SLOT", "missingNode"],
  ])("%s → %s, and nothing is launched", (query, problem) => {
    expect(parse(query)).toEqual({ ok: false, problem });
  });

  it.each([
    "https://evil.example/phish",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "/m/../admin",
    "https://demo.example.evil.example/m/home",
  ])("DESIGN §5 a backUrl off the site (%s) is refused", (backUrl) => {
    expect(parse(`code=A&backUrl=${encodeURIComponent(backUrl)}`)).toEqual({ ok: false, problem: "badBackUrl" });
  });

  it("DESIGN §5 a backUrl may be an in-app path, our own absolute address, or an allowed origin", () => {
    expect(request("code=A&backUrl=%2Fm%2Fhome").back).toEqual({ kind: "route", to: "/m/home" });
    expect(request(`code=A&backUrl=${encodeURIComponent(`${ORIGIN}/m/activity?id=1`)}`).back).toEqual({ kind: "route", to: "/m/activity?id=1" });
    expect(request(`code=A&backUrl=${encodeURIComponent("https://news.demo.example/story")}`).back).toEqual({
      kind: "outside",
      url: "https://news.demo.example/story",
    });
    expect(returnTarget(request("code=A"))).toEqual({ kind: "route", to: "/m/home" });
  });
});

describe("SPEC §7 launchGame parameters", () => {
  const context = { whitelabel: {}, merchantCurrency: "BRL", merchantName: "Demo Bet", language: "PT-BR", labelName: "Ouro", exitUrl: `${ORIGIN}/m/gameExit` };

  it("§7 the LOTT form: mode LOTT, device MOBILE, area VN, view, prize mode, code, backUrl, hasLobby, language, title, labelName", () => {
    expect(lotteryQuery(request("code=MEGA"), context)).toEqual({
      mode: "LOTT",
      device: "MOBILE",
      area: "VN",
      view: "lobby",
      prizeMode: "Lott",
      gameCode: "MEGA",
      backUrl: `${ORIGIN}/m/gameExit`,
      hasLobby: "true",
      language: "PT-BR",
      title: "Demo Bet",
      labelName: "Ouro",
    });
  });

  it("§7 Elott for Vietnam (a dong merchant), Lott elsewhere; the address's prize_mode wins", () => {
    expect(prizeModeFor(request("code=A"), "VND")).toBe("Elott");
    expect(prizeModeFor(request("code=A"), "BRL")).toBe("Lott");
    expect(prizeModeFor(request("code=A&prize_mode=Lott"), "VND")).toBe("Lott");
  });

  it("§7 §9 the lottery language defaults to VI", () => {
    expect(lotteryLanguage(null)).toBe("VI");
    expect(lotteryLanguage("")).toBe("VI");
    expect(lotteryLanguage("AR")).toBe("AR");
  });

  it("§7 the SEA variant sends only gameCode, hasLobby and backUrl", () => {
    const sea = lotteryQuery(request("code=MEGA&lottoView=betting"), { ...context, whitelabel: { SEALOTTMINIGAME3: true } });
    expect(sea).toEqual({ gameCode: "MEGA", hasLobby: "false", backUrl: `${ORIGIN}/m/gameExit` });
    // With the v1 mini-game on too, the merchant is not SEA.
    expect(lotteryQuery(request("code=MEGA"), { ...context, whitelabel: { SEALOTTMINIGAME3: true, LOTTMINIGAME3: true } })).toHaveProperty("mode", "LOTT");
  });

  it("§5 STARTGAMEINAPP3: outside the app and the home screen the player is asked to download the app", () => {
    const on = { STARTGAMEINAPP3: true };
    expect(needsAppDownload(on, { nativeApp: false, homeScreen: false })).toBe(true);
    expect(needsAppDownload(on, { nativeApp: true, homeScreen: false })).toBe(false);
    expect(needsAppDownload(on, { nativeApp: false, homeScreen: true })).toBe(false);
    expect(needsAppDownload({}, { nativeApp: false, homeScreen: false })).toBe(false);
  });
});

describe("SPEC §8 'timeout retry please': ECONNABORTED, or no game URL within 10 s", () => {
  const context: LaunchContext = {
    whitelabel: {},
    merchantCurrency: "BRL",
    merchantName: "Demo Bet",
    language: "EN",
    labelName: null,
    exitUrl: `${ORIGIN}/m/gameExit`,
    allowedGameOrigins: ["https://games.provider.example"],
  };
  beforeEach(() => {
    vi.useFakeTimers();
    recordEffects();
  });
  afterEach(() => {
    cancelAllRequests();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("§9 a launch that has no answer after 10 s times out (and not a moment before)", async () => {
    answerWith(() => new Promise<Response>(() => {}));
    let outcome: unknown = null;
    void launchGame(request("code=MEGA"), context).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: "timeout" });
  });

  /** The request layer runs on the (fake) clock too: let it answer. */
  async function settled<T>(work: Promise<T>): Promise<T> {
    await vi.advanceTimersByTimeAsync(100);
    return work;
  }

  it("§8 an answer without a game URL is the same time-out", async () => {
    answerWith(() => json({ success: true, value: { gameUrl: "" } }));
    expect(await settled(launchGame(request("code=MEGA"), context))).toEqual({ kind: "timeout" });
  });

  it("§7 the asynchronous trial is asked again until ready, and still bound by the 10 s", async () => {
    const calls = answerWith(() => json({ success: true, value: { requestId: "r".repeat(36), retryAfterMs: 500 } }));
    let outcome: unknown = null;
    void launchGame(request("code=LIVE_1&playType=LIVE&nodeId=7&trial=1"), context).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).toEqual({ kind: "timeout" });
    const asked = calls.length;
    expect(asked).toBeGreaterThan(5);
    expect(calls[1]!.url.searchParams.get("requestId")).toBe("r".repeat(36));
    // A launch that timed out stops asking.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.length).toBeLessThanOrEqual(asked + 1);
  });

  it("§7 the asynchronous trial opens when its address is ready", async () => {
    let asked = 0;
    answerWith(() =>
      json({ success: true, value: ++asked < 3 ? { requestId: "q".repeat(36), retryAfterMs: 500 } : { gameUrl: "https://games.provider.example/p?t=1" } }),
    );
    const pending = launchGame(request("code=LIVE_1&playType=LIVE&nodeId=7&trial=1"), context);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toMatchObject({ kind: "ready" });
  });

  it("issue #11 a game URL off the merchant's game origins is never opened", async () => {
    answerWith(() => json({ success: true, value: { gameUrl: "https://evil.example/game" } }));
    expect(await settled(launchGame(request("code=MEGA"), context))).toEqual({ kind: "offSite" });
  });

  it("§8 a refusal is a failure to show with its message, and Retry", async () => {
    answerWith(() => json({ success: false, errorCode: "game_not_found", message: "Este jogo não está disponível." }));
    const outcome = await settled(launchGame(request("code=MEGA"), context));
    expect(outcome.kind).toBe("failed");
  });
});

describe("issue #11 game origins (docs/decisions/017)", () => {
  it("only the merchant's listed game origins; a loopback origin without a port stands for any port", () => {
    const allowed = ["https://games.provider.example", "http://games.localhost"];
    expect(allowedGameUrl("https://games.provider.example/x", allowed)?.href).toBe("https://games.provider.example/x");
    expect(allowedGameUrl("http://games.localhost:8787/sandbox-game/play", allowed)).not.toBeNull();
    expect(allowedGameUrl("https://games.provider.example.evil.example/x", allowed)).toBeNull();
    expect(allowedGameUrl("http://games.provider.example/x", allowed)).toBeNull();
    expect(allowedGameUrl("https://user:pw@games.provider.example/x", allowed)).toBeNull();
    expect(allowedGameUrl("javascript:alert(1)", allowed)).toBeNull();
    expect(gameFrameSources(allowed)).toEqual(["http://games.localhost:*"]);
  });
});

describe("SPEC §2 the game frame's rules", () => {
  it("the least a game needs: scripts, forms, popups, tap-only top navigation; its own origin only when it is not ours", () => {
    expect(frameSandbox("https://games.provider.example", ORIGIN).split(" ").sort()).toEqual(
      ["allow-forms", "allow-popups", "allow-popups-to-escape-sandbox", "allow-same-origin", "allow-scripts", "allow-top-navigation-by-user-activation"].sort(),
    );
    expect(frameSandbox(ORIGIN, ORIGIN)).not.toContain("allow-same-origin");
    expect(frameSandbox(ORIGIN, ORIGIN)).not.toMatch(/allow-top-navigation(\s|$)/);
    expect(FRAME_ALLOW).toBe("autoplay; fullscreen");
  });

  it("PITFALLS: without the Fullscreen API (iPhone) the frame fills the viewport instead", () => {
    expect(fullscreenKind({ fullscreenEnabled: true, documentElement: { requestFullscreen: () => {} } })).toBe("native");
    expect(fullscreenKind({ fullscreenEnabled: false, documentElement: {} })).toBe("fill");
  });

  it("a landscape game on a portrait screen asks to rotate; a portrait game never does", () => {
    expect(needsRotation("landscape", { width: 390, height: 844 })).toBe(true);
    expect(needsRotation("landscape", { width: 844, height: 390 })).toBe(false);
    expect(needsRotation("portrait", { width: 390, height: 844 })).toBe(false);
  });
});

describe("issue #11 game messages go through one small adapter per provider", () => {
  it("our exit page and the sandbox demo game are read; anything else is ignored", () => {
    expect(readGameMessage({ source: GAME_EXIT_SOURCE })).toEqual({ kind: "exit" });
    expect(readGameMessage({ source: DEMO_GAME_SOURCE, type: "exit" })).toEqual({ kind: "exit" });
    expect(readGameMessage({ source: DEMO_GAME_SOURCE, type: "round", bet: 5, win: 0, balance: 95, currency: "BRL" })).toEqual({
      kind: "balance",
      balance: 95,
      currency: "BRL",
    });
    expect(readGameMessage({ source: DEMO_GAME_SOURCE, type: "round", balance: "95" })).toBeNull();
    expect(readGameMessage("closeGame")).toBeNull();
    expect(readGameMessage(null)).toBeNull();
  });
});

describe("issue #11 launching from a card", () => {
  const card = {
    gameId: "db-samba-777",
    gameCode: "SAMBA_777",
    displayName: "Samba 777",
    accountTypeName: "RNG",
    gameType: "SLOT",
    nodeId: "3100",
    image: { url: "/x.png", width: 1, height: 1 },
  };
  it("the launch address carries the card's code, type, node, name and the way back", () => {
    const url = new URL(gameLaunchPath(card, { back: "/m/game", trial: true }), ORIGIN);
    expect(url.pathname).toBe("/m/launchGame");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: "SAMBA_777",
      playType: "SLOT",
      nodeId: "3100",
      name: "Samba 777",
      trial: "1",
      backUrl: "/m/game",
    });
    expect(new URL(gameLaunchPath({ ...card, orientation: "landscape" }), ORIGIN).searchParams.get("orientation")).toBe("landscape");
    expect(new URL(gameLaunchPath(card, { back: "https://evil.example" }), ORIGIN).searchParams.has("backUrl")).toBe(false);
  });
  it("lotteries have no free trial; third-party games do", () => {
    expect(offersTrial(card)).toBe(true);
    expect(offersTrial({ ...card, gameType: "LOTT" })).toBe(false);
  });
});
