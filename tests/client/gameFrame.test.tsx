import { cleanup, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GameFrame } from "../../client/features/games/GameFrame";
import { createI18n } from "../../client/lib/i18n";
import EN from "../../locales/EN.json";

function openGame(orientation: "landscape" | "portrait") {
  return render(
    <I18nextProvider i18n={createI18n("EN", EN)}>
      <GameFrame url={new URL("https://games.demo.example/play")} title="Samba 777" orientation={orientation} onLeave={() => {}} />
    </I18nextProvider>,
  );
}

function stubOrientation(lock: (to: string) => Promise<void>) {
  const orientation = { lock: vi.fn(lock), unlock: vi.fn() };
  Object.defineProperty(window.screen, "orientation", { configurable: true, value: orientation });
  return orientation;
}

describe("PITFALLS game frames: landscape games on phones", () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window.screen, "orientation");
  });

  it("§2 a landscape game turns the screen where the browser allows it, and gives the app its orientation back on leaving", async () => {
    const orientation = stubOrientation(() => Promise.resolve());
    const game = openGame("landscape");
    expect(orientation.lock).toHaveBeenCalledWith("landscape");
    game.unmount();
    await vi.waitFor(() => expect(orientation.unlock).toHaveBeenCalledTimes(1));
  });

  it("§2 where the lock is refused (an iPhone, a plain tab) nothing is released, and a portrait game asks for nothing", async () => {
    const refused = stubOrientation(() => Promise.reject(new DOMException("not supported", "NotSupportedError")));
    const game = openGame("landscape");
    expect(refused.lock).toHaveBeenCalledTimes(1);
    game.unmount();
    await Promise.resolve();
    await Promise.resolve();
    expect(refused.unlock).not.toHaveBeenCalled();

    const upright = stubOrientation(() => Promise.resolve());
    openGame("portrait");
    expect(upright.lock).not.toHaveBeenCalled();
  });
});
