import { describe, expect, it } from "vitest";
import { runOps } from "../../scripts/ops/commands.ts";
import type { OpsStore } from "../../scripts/ops/store.ts";

/** Nothing stored: the sandbox serves (and `content show` prints) the built-in demo content. */
const emptyStore: OpsStore = { remote: false, kvGet: async () => null, kvPut: async () => {}, kvDelete: async () => {}, sql: async () => [] };

async function show(...args: string[]) {
  const lines: string[] = [];
  const notes: string[] = [];
  await runOps(["content", "show", ...args], emptyStore, { log: (line) => lines.push(line), note: (line) => notes.push(line) });
  return { doc: JSON.parse(lines.join("\n")) as { lanes: { cards: { displayName: string }[]; vendorNames?: Record<string, string> }[] }, notes };
}

describe("issue #35 item 4: `npm run ops -- content show` per language, as a player in it gets the content", () => {
  it("§7 Demo Bet in English: game names and providers in English", async () => {
    const { doc } = await show("DEMO", "--language", "EN");
    const names = doc.lanes.flatMap((lane) => lane.cards.map((card) => card.displayName));
    expect(names).toContain("Golden Carnival");
    expect(names).not.toContain("Carnaval Dourado");
    expect(doc.lanes.find((lane) => lane.vendorNames?.LIVE)?.vendorNames?.LIVE).toBe("Live Casino");
  });

  it("§7 a language the merchant has no content in: the default language's, and the operator is told so", async () => {
    const { doc, notes } = await show("BRANDB", "--language", "TH");
    expect(doc.lanes.flatMap((lane) => lane.cards.map((card) => card.displayName))).toContain("Xổ Số Miền Bắc");
    expect(notes.join(" ")).toContain("players in TH get the VI content");
  });
});
