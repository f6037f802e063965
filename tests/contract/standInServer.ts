/**
 * The stand-in platform as a server (issue #36 "done when"): it answers only from SPEC's fixtures (./fixtures, via
 * ./standIn.ts) and knows no sandbox code. The e2e run starts it beside the app (tests/e2e/globalSetup.ts); alone:
 *   node tests/contract/standInServer.ts [port]
 * An operator's switch of its own settings: POST /__standIn/state {"maintenance": true} or {"regionRestricted": true}.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Fixture, standInAnswer, type StandInState } from "./standIn.ts";

const FIXTURE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

export function loadFixtures(dir = FIXTURE_DIR): Fixture[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Fixture);
}

export const STAND_IN_STATE_PATH = "/__standIn/state";

export function startStandIn(port: number, host = "127.0.0.1"): Promise<Server> {
  const fixtures = loadFixtures();
  const state: StandInState = { maintenance: false, regionRestricted: false };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${host}:${port}`);
    if (url.pathname === STAND_IN_STATE_PATH && request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const next = JSON.parse(body || "{}") as Partial<StandInState>;
        if (typeof next.maintenance === "boolean") state.maintenance = next.maintenance;
        if (typeof next.regionRestricted === "boolean") state.regionRestricted = next.regionRestricted;
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(state));
      });
      return;
    }
    // The body is read and dropped: the stand-in answers by method and path, as the fixtures do.
    request.resume();
    request.on("end", () => {
      const answer = standInAnswer(fixtures, request.method ?? "GET", url.pathname, state);
      response.writeHead(answer.status, { "Content-Type": answer.contentType, "Cache-Control": "no-store" }).end(answer.body);
    });
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.argv[2] ?? 8799);
  await startStandIn(port);
  console.log(`stand-in platform on http://127.0.0.1:${port} (SPEC fixtures only)`);
}
