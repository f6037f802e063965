import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdTap, takeHeldTap, useHeldTap, usePlaceholderTap } from "../../client/lib/ui/heldTap";
import { TIMING } from "#shared/constants";

function Placeholder() {
  const { pressed, onClick } = usePlaceholderTap("support");
  return (
    <button type="button" aria-busy="true" onClick={onClick} data-early-tap={pressed ? "" : undefined}>
      Support
    </button>
  );
}

function Live({ act: onTap }: { act: () => void }) {
  useHeldTap("support", onTap);
  return (
    <button type="button" onClick={onTap}>
      Support
    </button>
  );
}

/** The bottom navigation's item: the placeholder until the part's code arrives, then the live item. */
function Item({ onTap }: { onTap: () => void }) {
  const [arrived, setArrived] = useState(false);
  return (
    <>
      {arrived ? <Live act={onTap} /> : <Placeholder />}
      <button type="button" onClick={() => setArrived(true)}>
        code arrives
      </button>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-27T10:00:00Z"));
  takeHeldTap("support");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("issue #10 a tap on a part's placeholder is held until the part's code arrives (docs/decisions/043)", () => {
  it("issue #10 the live part acts on the held tap once, when it mounts", () => {
    const onTap = vi.fn();
    render(<Item onTap={onTap} />);
    fireEvent.click(screen.getByRole("button", { name: "Support" }));
    expect(onTap).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole("button", { name: "code arrives" }));
    expect(onTap).toHaveBeenCalledTimes(1);
    // Taken: a later render of the live part does not act again.
    fireEvent.click(screen.getByRole("button", { name: "code arrives" }));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it("issue #10 the placeholder looks pressed while its tap is held", () => {
    render(<Placeholder />);
    const placeholder = screen.getByRole("button", { name: "Support" });
    expect(placeholder.getAttribute("data-early-tap")).toBeNull();
    fireEvent.click(placeholder);
    expect(placeholder.getAttribute("data-early-tap")).toBe("");
    act(() => void takeHeldTap("support"));
    expect(placeholder.getAttribute("data-early-tap")).toBeNull();
  });

  it("issue #10 a placeholder shown again after the tap (the item re-mounted) still shows it pressed", () => {
    holdTap("support");
    render(<Placeholder />);
    expect(screen.getByRole("button", { name: "Support" }).getAttribute("data-early-tap")).toBe("");
  });

  it(`issue #10 a tap older than the replay window (${TIMING.earlyTapReplayWindow} ms) is dropped, not acted on`, () => {
    const onTap = vi.fn();
    render(<Item onTap={onTap} />);
    fireEvent.click(screen.getByRole("button", { name: "Support" }));
    act(() => vi.advanceTimersByTime(TIMING.earlyTapReplayWindow + 1));
    fireEvent.click(screen.getByRole("button", { name: "code arrives" }));
    expect(onTap).not.toHaveBeenCalled();
  });

  it("issue #10 no tap held: the live part does nothing on mount", () => {
    const onTap = vi.fn();
    render(<Item onTap={onTap} />);
    fireEvent.click(screen.getByRole("button", { name: "code arrives" }));
    expect(onTap).not.toHaveBeenCalled();
  });

  it("issue #10 the window is the early taps' own: at its edge the tap still counts", () => {
    holdTap("support", Date.now());
    expect(takeHeldTap("support", Date.now() + TIMING.earlyTapReplayWindow)).toBe(true);
    expect(takeHeldTap("support")).toBe(false);
  });
});
