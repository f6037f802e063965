import { describe, expect, it } from "vitest";
import { parseOpsArgs, runOps } from "../../scripts/ops/commands.ts";
import { type OpsStore, OpsRefusal } from "../../scripts/ops/store.ts";

/** A local store in memory: what each command would write, and nothing of wrangler's. */
function memoryStore() {
  const kv = new Map<string, string>();
  const writes: string[] = [];
  const store: OpsStore = {
    remote: false,
    kvGet: async (key) => kv.get(key) ?? null,
    kvPut: async (key, value) => void (writes.push(key), kv.set(key, value)),
    kvDelete: async (key) => void (writes.push(key), kv.delete(key)),
    sql: async () => [],
  };
  return { store, writes };
}

async function refusal(argv: string[]): Promise<string> {
  const { store, writes } = memoryStore();
  const said = await runOps(argv, store, { log: () => {}, note: () => {} }).then(
    () => "",
    (error: unknown) => (error instanceof OpsRefusal ? error.message : `not a refusal: ${String(error)}`),
  );
  expect(writes, "a refused command changes nothing").toEqual([]);
  return said;
}

describe("issue #36 item 7: operators' commands refuse what would break a merchant, in one clear line", () => {
  it("issue #35 item 9: merchant set refuses a name for a language that does not exist, or an empty one", async () => {
    expect(await refusal(["merchant", "set", "BRANDC", "names.XX=Dana"])).toMatch(/names: Unrecognized key: "XX"/);
    expect(await refusal(["merchant", "set", "BRANDC", "names.AR= "])).toMatch(/names\.AR: Too small/);
  });

  it("merchant set with a setting nothing reads is refused, and the valid settings are listed", async () => {
    const said = await refusal(["merchant", "set", "DEMO", "nonsense.key=1"]);
    expect(said).toMatch(/^no setting "nonsense"; the settings there are: code, name, names, domains, /);
    expect(await refusal(["merchant", "set", "DEMO", "region.nonsense=[]"])).toMatch(
      /^region has no setting "nonsense"; the settings there are: allowCountries, denyCountries, denyIps$/,
    );
    expect(await refusal(["merchant", "set", "DEMO", "name.first=x"])).toBe('name has no setting "first": name is a single value');
  });

  it("merchant set still takes the settings there are, nested ones and per-language ones included", async () => {
    const { store, writes } = memoryStore();
    await runOps(["merchant", "set", "DEMO", "region.denyIps=[]", "maintenance.messages.VI=Sắp trở lại", "guestBrowsing=true"], store, {
      log: () => {},
      note: () => {},
    });
    expect(writes).toEqual(["merchant:DEMO"]);
  });

  it("merchant map refuses a host name that is not one; a domain list with one is refused too", async () => {
    for (const host of ["bad..host", "bad-.example", "bad_host.example", "a".repeat(64) + ".example"]) {
      expect(await refusal(["merchant", "map", host, "DEMO"])).toMatch(/^host name expected, e.g. www.example.com, got /);
    }
    expect(await refusal(["merchant", "set", "DEMO", 'domains=["bad..host"]'])).toMatch(/domains\.0: a host name such as www\.example\.com/);
  });

  it("a flag without its value, an unknown flag, or a negative limit: one line, never a stack trace", async () => {
    expect(() => parseOpsArgs(["events", "DEMO", "--limit", "-5"])).toThrow(OpsRefusal);
    expect(() => parseOpsArgs(["events", "DEMO", "--nonsense"])).toThrow(/Unknown option '--nonsense'.*--help/);
    expect(await refusal(["events", "DEMO", "--limit=-5"])).toBe("--limit is a whole number from 1 to 500");
  });
});
