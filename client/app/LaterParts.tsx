import { type ComponentType, memo, useEffect, useState } from "react";
import { lazyPart } from "../lib/ui/lazyPart";
import { OptionalPart } from "../lib/ui/OptionalPart";
import { whenPageSettled } from "../lib/pageSettled";
import { yieldToMain } from "../lib/whenIdle";
import type * as LaterPartsModule from "./laterParts";
import type * as StartPartsModule from "./startParts";

type Chunks = { start: typeof StartPartsModule; later: typeof LaterPartsModule };
type ChunkName = keyof Chunks;

/** Fetches a chunk once; a failed fetch is forgotten, so the next part that asks tries again. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let chunk: Promise<T> | undefined;
  return () => {
    chunk ??= load().catch((error: unknown) => {
      chunk = undefined;
      throw error;
    });
    return chunk;
  };
}

/**
 * Fetches the start parts' chunk (tracking, the status call, the offline notice and update check) once the page has
 * hydrated: fetched and compiled while it hydrated, it shared the phone's cores with hydration. The page's start
 * script preloads its imports at the same moment, so they come in the same round trip (docs/decisions/066, 072).
 */
const loadStartParts = loadOnce(() => import("./startParts"));

/**
 * Fetches the overlays' chunk. The parts ask for it once the page has settled (docs/decisions/068): an overlay waits
 * for the settled page anyway, and before it the code and its calls would share the first screen's network and
 * main thread.
 */
export const loadLaterParts = loadOnce(() => import("./laterParts"));

const LOADERS: { [Name in ChunkName]: () => Promise<Chunks[Name]> } = { start: loadStartParts, later: loadLaterParts };

const part = <From extends ChunkName>(from: From, name: keyof Chunks[From]) =>
  lazyPart(() => LOADERS[from]().then((parts) => ({ default: parts[name] as ComponentType })));

/**
 * What loads after the first paint, every part optional: tracking and the merchant's pixels (issue #13), the status
 * call and domain-failure modal (SPEC §2, §8), the update check and offline notice (SPEC §4), as soon as the page is
 * live; the welcome and announcement popups (SPEC §2), the install prompt and download bar, the add-to-home prompt
 * (SPEC §4) and the mini-game (SPEC §2, §4) once it has settled. In the page's order; `rank` is the order they mount
 * in, tracking first (a visit is counted before anything else happens), and `asksTurns` marks those that open by
 * themselves and wait while a hand-off is offered.
 */
const PARTS: { name: string; from: ChunkName; Part: ComponentType; rank: number; asksTurns: boolean }[] = [
  { name: "Popups", from: "later", Part: part("later", "Popups"), rank: 3, asksTurns: true },
  { name: "MiniGame", from: "later", Part: part("later", "MiniGame"), rank: 6, asksTurns: true },
  { name: "Install", from: "later", Part: part("later", "Install"), rank: 4, asksTurns: true },
  { name: "AddToHome", from: "later", Part: part("later", "AddToHome"), rank: 5, asksTurns: true },
  { name: "Updates", from: "start", Part: part("start", "Updates"), rank: 2, asksTurns: false },
  { name: "Tracking", from: "start", Part: part("start", "Tracking"), rank: 0, asksTurns: false },
  { name: "DomainCheck", from: "start", Part: part("start", "DomainCheck"), rank: 1, asksTurns: false },
];

const BY_RANK = [...PARTS].sort((a, b) => a.rank - b.rank);

/** A chunk once it has arrived, or null once it failed (each part then asks for its own). */
type Arrivals = { [Name in ChunkName]?: { chunk: Chunks[Name] | null } };

/**
 * The chunks as they arrive, and how many parts may be mounted: one more per task, as long as the next part's chunk
 * has arrived or failed. Mounted together, the seven parts' render, commit and start-up were one task of 100–150 ms on
 * the calibrated phone (issue #37).
 */
function useOnePerTask(): { arrivals: Arrivals; mounted: number } {
  const [arrivals, setArrivals] = useState<Arrivals>({});
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    let live = true;
    const arrive = <Name extends ChunkName>(name: Name, load: () => Promise<Chunks[Name]>) =>
      load().then(
        (chunk) => live && setArrivals((all) => ({ ...all, [name]: { chunk } })),
        () => live && setArrivals((all) => ({ ...all, [name]: { chunk: null } })),
      );
    void arrive("start", loadStartParts);
    const stopWaiting = whenPageSettled(() => void arrive("later", loadLaterParts));
    return () => {
      live = false;
      stopWaiting();
    };
  }, []);
  const next = BY_RANK[mounted];
  const ready = next !== undefined && arrivals[next.from] !== undefined;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    // Not a transition: transitions are rendered together, and this one would wait for the page's own.
    void yieldToMain().then(() => {
      if (live) setMounted(mounted + 1);
    });
    return () => {
      live = false;
    };
  }, [ready, mounted]);
  return { arrivals, mounted };
}

/**
 * The later parts, mounted one per task as their chunks arrive; while a hand-off is offered, only those that ask
 * nothing. An arrived part renders as it is: as a lazy part it would suspend once more, and React shows the parts that
 * suspense releases at most every 300 ms, which spread their start over seconds. After a failure each part tries its
 * own import, and meets the failure in its own boundary.
 */
export function LaterParts({ handoffOffered }: { handoffOffered: boolean }) {
  const { arrivals, mounted } = useOnePerTask();
  return PARTS.map(({ name, from, Part, rank, asksTurns }) => {
    if (rank >= mounted || (handoffOffered && asksTurns)) return null;
    const chunk = arrivals[from]?.chunk as Record<string, ComponentType> | null | undefined;
    return <LaterPart key={name} Arrived={chunk?.[name]} Part={Part} />;
  });
}

/** One part: memoised, so the next part's mount leaves the ones already running as they are. */
const LaterPart = memo(function LaterPart({ Arrived, Part }: { Arrived: ComponentType | undefined; Part: ComponentType }) {
  return <OptionalPart>{Arrived ? <Arrived /> : <Part />}</OptionalPart>;
});
