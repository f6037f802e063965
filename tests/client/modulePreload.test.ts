import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { modulePreloadPlan, planPreloads, SELF_STARTING_PARTS } from "../../scripts/vite/modulePreload";

const root = join(import.meta.dirname, "../..");

/** Every `import("…")` of the client, resolved to a source path from the repository's root. */
function lazilyImported(): Set<string> {
  const targets = new Set<string>();
  for (const file of readdirSync(join(root, "client"), { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(root, "client", file), "utf8");
    for (const [, specifier] of text.matchAll(/import\("(\.[^"]+)"\)/g)) {
      const base = join(root, "client", dirname(file), specifier!);
      const found = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => base + ending).find((candidate) => existsSync(candidate));
      if (found) targets.add(relative(root, found).split("\\").join("/"));
    }
  }
  return targets;
}

describe("issue #10 what a lazy chunk's import preloads (docs/decisions/037, 046)", () => {
  it("a part the player waits on: its dependencies, in Vite's order, and not the chunk itself, which the import fetches", () => {
    expect(
      planPreloads(
        "assets/route-B.js",
        ["assets/route-B.js", "assets/framework-A.js", "assets/track-C.js", "assets/useMoney-D.js"],
        ["client/features/activity/route.tsx"],
      ),
    ).toEqual(["assets/framework-A.js", "assets/track-C.js", "assets/useMoney-D.js"]);
    expect(planPreloads("assets/route-E.js", ["assets/route-E.js"], ["client/features/mall/route.tsx"])).toEqual([]);
  });

  it("a part that starts by itself after the first paint places no link: the module loader finds its dependencies", () => {
    expect(planPreloads("assets/laterParts-F.js", ["assets/framework-A.js", "assets/wallet-G.js"], ["client/app/laterParts.ts"])).toEqual([]);
    // A shared chunk the import lands in stands for every module it holds.
    expect(planPreloads("assets/track-C.js", ["assets/attribution-H.js"], ["client/core/tracking/events.ts", "client/core/tracking/track.ts"])).toEqual([]);
  });

  it("each self-starting part is a source module the client imports lazily (a rename fails here, not silently)", () => {
    const imported = lazilyImported();
    for (const part of SELF_STARTING_PARTS) expect(imported, part).toContain(part);
  });

  it("the plugin tells the plan which sources each hashed chunk holds, read from the bundle", () => {
    const plan = modulePreloadPlan(root);
    const chunk = (fileName: string, facadeModuleId: string | null, moduleIds: string[]) => ({ type: "chunk", fileName, facadeModuleId, moduleIds });
    const bundle = {
      "assets/laterParts-F.js": chunk("assets/laterParts-F.js", join(root, "client/app/laterParts.ts"), [join(root, "client/app/laterParts.ts")]),
      "assets/track-C.js": chunk("assets/track-C.js", null, [join(root, "client/core/tracking/track.ts"), join(root, "client/core/tracking/outbox.ts")]),
      "assets/route-B.js": chunk("assets/route-B.js", join(root, "client/features/activity/route.tsx"), [join(root, "client/features/activity/route.tsx")]),
    } as unknown as Rolldown.OutputBundle;
    const hook = plan.plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void };
    hook.handler.call({}, {}, bundle);
    expect(plan.resolveDependencies("assets/laterParts-F.js", ["assets/framework-A.js"])).toEqual([]);
    expect(plan.resolveDependencies("assets/track-C.js", ["assets/attribution-H.js"])).toEqual([]);
    expect(plan.resolveDependencies("assets/route-B.js", ["assets/route-B.js", "assets/framework-A.js"])).toEqual(["assets/framework-A.js"]);
    // A chunk the bundle did not list keeps its links.
    expect(plan.resolveDependencies("assets/unknown-Z.js", ["assets/framework-A.js"])).toEqual(["assets/framework-A.js"]);
  });
});
