import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHintPlugin } from "../../scripts/vite/compileHintPlugin";

type Bundle = Record<string, Record<string, unknown>>;

/** Runs the plugin's generateBundle the way Rolldown does, on a bundle of plain objects. */
function generate(bundle: Bundle): Bundle {
  const hook = compileHintPlugin().generateBundle as unknown as { order: string; handler: (options: unknown, bundle: Bundle) => void };
  expect(hook.order).toBe("post");
  hook.handler({}, bundle);
  return bundle;
}

const chunk = (fileName: string, code: string, moduleIds: string[], mappings = "AAAA") => ({
  type: "chunk",
  fileName,
  code,
  moduleIds,
  map: { mappings },
});

describe("issue #10 V8's compile hint opens every chunk whose code runs when it loads", () => {
  it("issue #10 our chunks start with the hint, after Vite's dependency map; their source maps move down a line", () => {
    const bundle = generate({
      "assets/main.js": chunk("assets/main.js", 'const __vite__mapDeps=(i)=>i;\nimport"./a.js";', ["/app/client/main.tsx"], ";AAAA"),
      "assets/main.js.map": { type: "asset", fileName: "assets/main.js.map", source: JSON.stringify({ version: 3, mappings: ";AAAA" }) },
      "assets/framework.js": chunk("assets/framework.js", "var e=1;", ["/app/node_modules/react-dom/index.js"]),
    });
    expect(bundle["assets/main.js"]!.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nimport"./a.js";`);
    expect((bundle["assets/main.js"]!.map as { mappings: string }).mappings).toBe(";;AAAA");
    expect(JSON.parse(bundle["assets/main.js.map"]!.source as string)).toEqual({ version: 3, mappings: ";;AAAA" });
    expect(bundle["assets/framework.js"]!.code).toBe(`${COMPILE_HINT}\nvar e=1;`);
  });

  it("issue #10 Firebase's SDK is left lazy, and a chunk is never hinted twice", () => {
    const bundle = generate({
      "assets/index.esm.js": chunk("assets/index.esm.js", "var m=1;", [
        "/app/node_modules/@firebase/messaging/dist/index.esm.js",
        "/app/node_modules/idb/build/index.js",
      ]),
      "assets/push.js": chunk("assets/push.js", `${COMPILE_HINT}\nvar p=1;`, ["/app/client/features/push/index.ts"]),
    });
    expect(bundle["assets/index.esm.js"]!.code).toBe("var m=1;");
    expect(bundle["assets/push.js"]!.code).toBe(`${COMPILE_HINT}\nvar p=1;`);
  });
});
