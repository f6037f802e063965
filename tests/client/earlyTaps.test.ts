import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_TAPS, TIMING } from "#shared/constants";
import { replayEarlyTap } from "../../client/lib/earlyTaps";
import { earlyTapCapture } from "../../worker/render/earlyTaps";

/** The server-painted page: buttons and a form with no handlers yet, then the head's capture script. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button id="game" type="button"><span>Samba 777</span></button>
      <form id="login"><input name="password" value="Secret99"><button id="submit" type="submit">Log in</button></form>
      <button id="disabled" type="button" disabled>Busy</button>
    </div>
    <button id="outside" type="button">Outside</button>`;
  new Function(earlyTapCapture())();
  const byId = (id: string) => document.getElementById(id)!;
  // React's listener sits on the root; the capture script must stop taps before they reach it.
  const reactSaw: string[] = [];
  byId("root").addEventListener("click", (event) => reactSaw.push((event.target as Element).closest("[id]")!.id));
  return { byId, reactSaw };
}

/** Ends the capture and lets the replay run to its end (it yields once after putting typed values back). */
async function replay() {
  const done = replayEarlyTap(globalThis, Date.now());
  await vi.runAllTimersAsync();
  await done;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-26T12:00:00Z"));
});
afterEach(async () => {
  await replay();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("issue #10 a tap before the app is live is held, not lost, and replayed once it is", async () => {
  it("issue #10 a tap on a server-painted button is held with a pressed look, then replayed once the app is live", async () => {
    const { byId, reactSaw } = serverPage();
    byId("game").querySelector("span")!.click();
    expect(reactSaw).toEqual([]);
    expect(byId("game").hasAttribute("data-early-tap")).toBe(true);
    vi.advanceTimersByTime(3_000);
    await replay();
    expect(reactSaw).toEqual(["game"]);
    expect(byId("game").hasAttribute("data-early-tap")).toBe(false);
    // The capture has ended: taps go straight to the app, and there is nothing left to replay.
    byId("game").click();
    expect(reactSaw).toEqual(["game", "game"]);
    expect((globalThis as Record<string, unknown>)[EARLY_TAPS]).toBeUndefined();
  });

  it("issue #10 a form is never submitted natively before the app is live (the password would go into the address)", async () => {
    const { byId } = serverPage();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    byId("login").dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("submit").dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(byId("submit").hasAttribute("data-early-tap")).toBe(true);
  });

  it("issue #10 only the last tap is replayed; a disabled button and the page outside the app are left alone", async () => {
    const { byId, reactSaw } = serverPage();
    byId("submit").click();
    byId("game").click();
    expect(byId("submit").hasAttribute("data-early-tap")).toBe(false);
    const outside = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("outside").dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(false);
    byId("disabled").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await replay();
    expect(reactSaw).toEqual(["game"]);
  });

  it("issue #10 a tap older than the replay window, or on a button that has left the page, is dropped", async () => {
    const first = serverPage();
    first.byId("game").click();
    vi.advanceTimersByTime(TIMING.earlyTapReplayWindow + 1);
    await replay();
    expect(first.reactSaw).toEqual([]);

    const second = serverPage();
    second.byId("game").click();
    const game = second.byId("game");
    game.remove();
    await replay();
    expect(second.reactSaw).toEqual([]);
  });

  it("issue #10 what the player typed before the app was live reaches the app through an input event, before the tap", async () => {
    const { byId } = serverPage();
    const password = byId("login").querySelector("input")!;
    password.value = "Typed1234";
    password.dispatchEvent(new Event("input", { bubbles: true }));
    byId("submit").click();
    // Hydration keeps the typed text in the field (React 19), but the app's state does not have it yet.
    const seen: string[] = [];
    byId("root").addEventListener("input", (event) => seen.push(`input:${(event.target as HTMLInputElement).value}`));
    byId("root").addEventListener("click", (event) => {
      event.preventDefault();
      seen.push(`click:${(event.target as Element).id}`);
    });
    await replay();
    expect(password.value).toBe("Typed1234");
    expect(seen).toEqual(["input:Typed1234", "click:submit"]);
  });

  it("issue #10 a form submitted with no button (Enter in its only field) is submitted again once the app is live", async () => {
    const { byId } = serverPage();
    byId("submit").remove();
    const submits: boolean[] = [];
    byId("login").dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    byId("root").addEventListener("submit", (event) => {
      event.preventDefault();
      submits.push(true);
    });
    await replay();
    expect(submits).toEqual([true]);
  });
});
