// @ts-check
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const features = readdirSync(path.join(root, "client/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * DESIGN §2's import direction: client/app → client/features → client/core → client/lib → shared,
 * worker → shared, and worker/render → client/entry.server as the worker's only door into the client.
 */
const boundaries = [
  { target: "./shared", from: ["./client", "./worker", "./scripts", "./tests"], message: "shared/ imports nothing from the client, the worker or tools." },
  {
    target: "./client/lib",
    from: ["./client/core", "./client/features", "./client/app", "./client/entry.server.tsx", "./client/main.tsx"],
    message: "lib/ is below core, features and app (DESIGN §2).",
  },
  {
    target: "./client/core",
    from: ["./client/features", "./client/app", "./client/entry.server.tsx", "./client/main.tsx"],
    message: "core/ is below features and app (DESIGN §2).",
  },
  ...features.map((feature) => ({
    target: `./client/features/${feature}`,
    from: "./client/features",
    except: [`./${feature}`],
    message: "Features are leaves: what two features share moves to core (state) or lib (code); app wires them (DESIGN §2).",
  })),
  {
    target: "./client/features",
    from: ["./client/app", "./client/entry.server.tsx", "./client/main.tsx"],
    message: "Features never import the app that wires them (DESIGN §2).",
  },
  {
    target: "./client/features",
    from: "./client/core/notices/queue.ts",
    message: "Features push notices through core/notices; only the app's overlays read the queue.",
  },
  {
    target: "./client/app",
    from: `${root}/client/features/**`,
    except: [
      `${root}/client/features/*/index.ts`,
      `${root}/client/features/*/route.tsx`,
      `${root}/client/features/*/*Route.tsx`,
      `${root}/client/features/*/*Dialog.tsx`,
    ],
    message: "The app reaches a feature through its index.ts, its route modules or its lazily loaded dialogs.",
  },
  { target: "./client", from: "./worker", message: "The client never imports the worker." },
  {
    target: "./worker",
    from: "./client",
    except: ["./entry.server.tsx"],
    message: "The worker reaches the client only through client/entry.server.tsx (DESIGN §2).",
  },
  { target: ["./worker/!(render)/**", "./worker/*.ts"], from: "./client", message: "Only worker/render renders the client, through client/entry.server.tsx." },
  // Inside the worker (DESIGN §2): index.ts → render → concerns → edge helpers → shared. scripts/check-worker-layers.ts
  // checks the order of the concerns among themselves.
  {
    target: "./worker/!(render)/**",
    from: "./worker/render",
    message: "render/ is the top of the worker: a concern returns a refusal (worker/edge/refusal.ts) and index.ts answers it (DESIGN §2).",
  },
  {
    target: "./worker/edge",
    from: "./worker",
    except: ["./edge"],
    message: "edge/ holds the helpers every concern uses: it imports no concern (DESIGN §2).",
  },
  { target: "./worker/*/**", from: "./worker/index.ts", message: "Nothing imports the worker's entry: it is the top." },
  {
    target: "./worker/!(sandbox)/**",
    from: "./worker/sandbox",
    message: "Production code never imports the sandbox: index.ts mounts it through its door, worker/sandbox/index.ts (DESIGN §2).",
  },
  {
    target: "./worker/index.ts",
    from: "./worker/sandbox",
    except: ["./index.ts"],
    message: "The sandbox is reached only through its door, worker/sandbox/index.ts (DESIGN §2).",
  },
  {
    target: "./worker/sandbox",
    from: ["./worker", "./client"],
    except: ["./sandbox"],
    message: "The sandbox imports only shared/: what it shares with the edge lives there (DESIGN §2).",
  },
  {
    target: ["./client", "./scripts/!(ops.ts)"],
    from: "./shared/messages.ts",
    message: "Every language's strings: the worker's and the sandbox's, never the client's bundle (the client gets one language).",
  },
];

/** Imports nobody uses: react-router-dom (docs/decisions/010) and Jotai's own readers (docs/decisions/038). */
const RESTRICTED_IMPORTS = [
  { name: "react-router-dom", message: "Import from react-router (docs/decisions/010)." },
  {
    name: "jotai",
    importNames: ["useAtom", "useAtomValue"],
    message: "Use client/lib/atomHooks: Jotai's own hooks re-render every reader once mounted (docs/decisions/038).",
  },
];
const BROWSER_ONLY = "The client runs in browsers, not Node.";

export default tseslint.config(
  { ignores: ["dist/**", "dist-*/**", "node_modules/**", ".wrangler/**", "test-results/**", "playwright-report/**", "public/**", "worker/env.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      // How import-x parses the files an import leads to (no-cycle follows them).
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["tsconfig.worker.json", "tsconfig.client-tests.json", "tsconfig.node.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "no-restricted-imports": ["error", { paths: RESTRICTED_IMPORTS }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaries }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  { files: ["client/**/*.{ts,tsx}", "tests/client/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    // No Node module or global in the client: it is type-checked once, with its tests, which have Node's types.
    files: ["client/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: RESTRICTED_IMPORTS, patterns: [{ group: ["node:*"], message: BROWSER_ONLY }] }],
      "no-restricted-globals": [
        "error",
        ...["process", "Buffer", "require", "global", "__dirname", "__filename"].map((name) => ({ name, message: BROWSER_ONLY })),
      ],
    },
  },
  { files: ["client/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // A jump of the page's clock must not overtake the network (docs/decisions/051).
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/clock.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.property.name='clock'][callee.property.name=/^(install|runFor|fastForward)$/]",
          message: "Move the page's clock through tests/e2e/clock.ts: it waits for the requests in flight (docs/decisions/051).",
        },
      ],
    },
  },
  prettier,
);
