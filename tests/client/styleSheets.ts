import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Read from disk: Vitest hands a test empty text for an imported style sheet.
const root = join(import.meta.dirname, "../../client");

/** Every style sheet of the client, by its path under client/. */
export const sheets: Record<string, string> = Object.fromEntries(
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .map((file) => [file, readFileSync(join(root, file), "utf8")]),
);

/** Each declaration of `property` (a regular expression's source) in every sheet, with its value. */
export const declarations = (property: string) =>
  Object.entries(sheets).flatMap(([file, text]) =>
    [...text.matchAll(new RegExp(`(?<![-\\w])${property}:\\s*([^;}]+)`, "g"))].map((match) => ({ file, value: match[1]!.trim() })),
  );

/** Every rule of every sheet (those inside an at-rule too), with its selectors and declarations; comments left out. */
export const rules = () =>
  Object.entries(sheets).flatMap(([file, text]) =>
    [...text.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
      file,
      selectors: match[1]!.split(",").map((selector) => selector.trim().replace(/\s+/g, " ")),
      body: match[2]!,
    })),
  );
