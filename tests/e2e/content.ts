import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_CONTENT, type MerchantContent, withoutPopups as withoutPopupsOf } from "../../worker/sandbox/content";
import { ops } from "./support";

export type DemoCode = keyof typeof DEMO_CONTENT;
export const DEMO_CODES = Object.keys(DEMO_CONTENT) as DemoCode[];

/** A merchant's demo content with its popups (welcome images and announcements) taken out. */
export function withoutPopups(code: DemoCode): MerchantContent {
  return withoutPopupsOf(DEMO_CONTENT[code]);
}

/** Stores a merchant's content the way an operator does (`npm run ops -- content set`). */
export async function setContent(code: DemoCode, content: MerchantContent): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-content-"));
  try {
    const file = path.join(dir, "content.json");
    writeFileSync(file, JSON.stringify(content));
    await ops("content", "set", code, "--file", file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Back to the built-in demo content, popups included (`npm run ops -- content reset`). */
export async function resetContent(code: DemoCode): Promise<void> {
  await ops("content", "reset", code);
}

/**
 * Most screens are tested without the popups over them; the popup tests put them back for their merchant
 * and take them out again when they finish.
 */
export function quietPopups(code: DemoCode): Promise<void> {
  return setContent(code, withoutPopups(code));
}
