import { describe, expect, it } from "vitest";
import { type AssetManifest, LATER_PARTS_MODULE, START_PARTS_MODULE } from "#shared/assetManifest";
import { builtAssets } from "../../worker/assets/assetManifest";

/** A build's manifest as the client build writes it (scripts/vite/assetManifestPlugin.ts). */
const BUILT: AssetManifest = {
  version: "v1",
  entry: { file: "/assets/main.js", imports: ["/assets/runtime.js", "/assets/react-dom.js", "/assets/framework.js"] },
  css: ["/assets/style.css"],
  modules: {
    "client/features/home/route.tsx": { file: "/assets/route.js", imports: ["/assets/framework.js", "/assets/content.js"] },
    [START_PARTS_MODULE]: {
      file: "/assets/startParts.js",
      imports: ["/assets/runtime.js", "/assets/framework.js", "/assets/main.js", "/assets/content.js", "/assets/track.js"],
    },
    [LATER_PARTS_MODULE]: { file: "/assets/laterParts.js", imports: ["/assets/framework.js", "/assets/install.js"] },
  },
};

describe("issue #37 what a page's start script preloads", () => {
  it("issue #37 the start parts' chunk and the files it needs that the first screen has not asked for, once the entry runs; never the overlays' (decision 068)", () => {
    const assets = builtAssets(BUILT, "client/features/home/route.tsx");
    expect(assets.scripts).toEqual(["/assets/main.js"]);
    expect(assets.modulePreloads).toEqual(["/assets/runtime.js", "/assets/react-dom.js", "/assets/framework.js", "/assets/route.js", "/assets/content.js"]);
    expect(assets.startPartsPreloads).toEqual(["/assets/startParts.js", "/assets/track.js"]);
  });

  it("issue #37 on a page whose first screen needs other files, the start parts still bring only what is missing", () => {
    const assets = builtAssets(BUILT, undefined);
    expect(assets.startPartsPreloads).toEqual(["/assets/startParts.js", "/assets/content.js", "/assets/track.js"]);
  });
});
