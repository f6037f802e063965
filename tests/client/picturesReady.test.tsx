import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TIMING } from "#shared/constants";
import { usePicturesReady } from "../../client/lib/ui/usePicturesReady";

function Overlay({ onReady }: { onReady: (ready: boolean) => void }) {
  const box = useRef<HTMLDivElement>(null);
  onReady(usePicturesReady(box));
  return (
    <div ref={box}>
      <img src="/welcome.png" alt="" />
    </div>
  );
}

afterEach(() => vi.useRealTimers());

describe("issue #35 item 1: an overlay is revealed whole, once its pictures are decoded (docs/decisions/054)", () => {
  it("stays transparent until its picture has decoded, then shows", async () => {
    let decoded!: () => void;
    vi.spyOn(HTMLImageElement.prototype, "decode").mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
    const seen: boolean[] = [];
    render(<Overlay onReady={(ready) => seen.push(ready)} />);
    expect(seen.at(-1)).toBe(false);
    await act(async () => decoded());
    expect(seen.at(-1)).toBe(true);
  });

  it(`a picture that never decodes holds it back ${TIMING.overlayPictureWait} ms at most`, async () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLImageElement.prototype, "decode").mockImplementation(() => new Promise<void>(() => {}));
    const seen: boolean[] = [];
    render(<Overlay onReady={(ready) => seen.push(ready)} />);
    await act(async () => void vi.advanceTimersByTime(2_999));
    expect(seen.at(-1)).toBe(false);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(seen.at(-1)).toBe(true);
    expect(TIMING.overlayPictureWait).toBe(3_000);
  });
});
