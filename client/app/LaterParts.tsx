import { type ComponentType, memo, useEffect, useState } from "react";
import { lazyPart } from "../lib/ui/lazyPart";
import { OptionalPart } from "../lib/ui/OptionalPart";
import { yieldToMain } from "../lib/whenIdle";
import type * as LaterPartsModule from "./laterParts";

type LaterPartsChunk = typeof LaterPartsModule;
type PartName = keyof LaterPartsChunk;

let chunk: Promise<LaterPartsChunk> | undefined;
/**
 * Begins fetching the later parts' chunk, once (a failed fetch may be tried again). The app calls it as hydration
 * begins, not when the parts mount after it: the chunk, and then the chunks it imports, were two round trips after
 * hydration, which held back every part and the page's settling by 1–2 s on slow 4G (issue #37).
 */
export function loadLaterParts(): Promise<LaterPartsChunk> {
  chunk ??= import("./laterParts").catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
}

const laterPart = <Name extends PartName>(name: Name) => lazyPart(() => loadLaterParts().then((parts) => ({ default: parts[name] })));

/**
 * What loads after the first paint, every part optional: the welcome and announcement popups (SPEC §2), the mini-game
 * (SPEC §2, §4), the install prompt and download bar, the add-to-home prompt (SPEC §4), the update check and offline
 * notice (SPEC §4), tracking and the merchant's pixels (issue #13), the status call and domain-failure modal (SPEC §2,
 * §8). In the page's order; `rank` is the order they mount in, tracking first (a visit is counted before anything
 * else happens), and `asksTurns` marks those that open by themselves and wait while a hand-off is offered.
 */
const PARTS: { name: PartName; Part: ReturnType<typeof laterPart>; rank: number; asksTurns: boolean }[] = [
  { name: "Popups", Part: laterPart("Popups"), rank: 3, asksTurns: true },
  { name: "MiniGame", Part: laterPart("MiniGame"), rank: 6, asksTurns: true },
  { name: "Install", Part: laterPart("Install"), rank: 4, asksTurns: true },
  { name: "AddToHome", Part: laterPart("AddToHome"), rank: 5, asksTurns: true },
  { name: "Updates", Part: laterPart("Updates"), rank: 2, asksTurns: false },
  { name: "Tracking", Part: laterPart("Tracking"), rank: 0, asksTurns: false },
  { name: "DomainCheck", Part: laterPart("DomainCheck"), rank: 1, asksTurns: false },
];

/**
 * The chunk once it has arrived (null before, and after a failure), and how many parts may be mounted: none until the
 * chunk has arrived or failed, then one more per task. Mounted together, the seven parts' render, commit and start-up
 * were one task of 100–150 ms on the calibrated phone (issue #37).
 */
function useOnePerTask(total: number): { chunk: LaterPartsChunk | null; mounted: number } {
  const [arrival, setArrival] = useState<{ chunk: LaterPartsChunk | null } | null>(null);
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    let live = true;
    loadLaterParts().then(
      (chunk) => live && setArrival({ chunk }),
      () => live && setArrival({ chunk: null }),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!arrival || mounted >= total) return;
    let live = true;
    // Not a transition: transitions are rendered together, and this one would wait for the page's own.
    void yieldToMain().then(() => {
      if (live) setMounted(mounted + 1);
    });
    return () => {
      live = false;
    };
  }, [arrival, mounted, total]);
  return { chunk: arrival?.chunk ?? null, mounted };
}

/**
 * The later parts, mounted one per task once the page is live; while a hand-off is offered, only those that ask
 * nothing. An arrived part renders as it is: as a lazy part it would suspend once more, and React shows the parts that
 * suspense releases at most every 300 ms, which spread their start over seconds. After a failure each part tries its
 * own import, and meets the failure in its own boundary.
 */
export function LaterParts({ handoffOffered }: { handoffOffered: boolean }) {
  const { chunk, mounted } = useOnePerTask(PARTS.length);
  return PARTS.map(({ name, Part, rank, asksTurns }) => {
    if (rank >= mounted || (handoffOffered && asksTurns)) return null;
    return <LaterPart key={name} Arrived={chunk?.[name]} Part={Part} />;
  });
}

/** One part: memoised, so the next part's mount leaves the ones already running as they are. */
const LaterPart = memo(function LaterPart({ Arrived, Part }: { Arrived: ComponentType | undefined; Part: ComponentType }) {
  return <OptionalPart>{Arrived ? <Arrived /> : <Part />}</OptionalPart>;
});
