import { describe, expect, it } from "vitest";
import { type AssetManifest, LATER_PARTS_MODULE } from "#shared/assetManifest";
import { builtAssets } from "../../worker/assets/assetManifest";

/** A build's manifest as the client build writes it (scripts/vite/assetManifestPlugin.ts). */
const BUILT: AssetManifest = {
  version: "v1",
  entry: { file: "/assets/main.js", imports: ["/assets/runtime.js", "/assets/react-dom.js", "/assets/framework.js"] },
  css: ["/assets/style.css"],
  modules: {
    "client/features/home/route.tsx": { file: "/assets/route.js", imports: ["/assets/framework.js", "/assets/content.js"] },
    [LATER_PARTS_MODULE]: {
      file: "/assets/laterParts.js",
      imports: ["/assets/runtime.js", "/assets/framework.js", "/assets/main.js", "/assets/content.js", "/assets/install.js", "/assets/track.js"],
    },
  },
};

describe("issue #37 what a page's start script preloads", () => {
  it("issue #37 the later parts' chunk and the files it needs that the first screen has not asked for, once the entry runs", () => {
    const assets = builtAssets(BUILT, "client/features/home/route.tsx");
    expect(assets.scripts).toEqual(["/assets/main.js"]);
    expect(assets.modulePreloads).toEqual(["/assets/runtime.js", "/assets/react-dom.js", "/assets/framework.js", "/assets/route.js", "/assets/content.js"]);
    expect(assets.laterPreloads).toEqual(["/assets/laterParts.js", "/assets/install.js", "/assets/track.js"]);
  });

  it("issue #37 on a page whose first screen needs other files, the later parts still bring only what is missing", () => {
    const assets = builtAssets(BUILT, undefined);
    expect(assets.laterPreloads).toEqual(["/assets/laterParts.js", "/assets/content.js", "/assets/install.js", "/assets/track.js"]);
  });
});
