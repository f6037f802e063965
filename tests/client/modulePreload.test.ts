import { describe, expect, it } from "vitest";
import { preloadDependenciesOnly } from "../../scripts/vite/modulePreload";

describe("issue #10 what a lazy chunk's import preloads", () => {
  it("its dependencies, in Vite's order, and not the chunk itself, which the import fetches in the same task", () => {
    expect(preloadDependenciesOnly("assets/wallet-B.js", ["assets/wallet-B.js", "assets/framework-A.js", "assets/track-C.js", "assets/useMoney-D.js"])).toEqual(
      ["assets/framework-A.js", "assets/track-C.js", "assets/useMoney-D.js"],
    );
  });

  it("a chunk with nothing else to preload gets no link at all", () => {
    expect(preloadDependenciesOnly("assets/route-E.js", ["assets/route-E.js"])).toEqual([]);
  });
});
