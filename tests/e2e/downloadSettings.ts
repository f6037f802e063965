import { request } from "node:http";
import type { DownloadConfig } from "#shared/contract";
import { BRAND_B, BRAND_C, DEMO } from "./support";

/**
 * The sandbox's download test control (docs/decisions/022), from Node: Node resolves no `*.localhost` name, so the
 * request goes to the loopback address and the Host header picks the merchant, as a browser's would.
 */
function post(origin: string, path: string, body: unknown): Promise<{ status: number; body: string }> {
  const target = new URL(path, origin);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: { Host: target.host, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/** Replaces a merchant's download configuration; null puts its demo configuration back. */
export async function setDownloadConfig(origin: string, config: DownloadConfig | null): Promise<void> {
  const answer = await post(origin, "/wps/sandbox/downloadSetting", { config });
  if (answer.status !== 200) throw new Error(`download configuration of ${origin} not set: ${answer.status} ${answer.body}`);
}

/** Every merchant without add-to-home prompts: most screens are tested without one over them (tests/e2e/add-to-home.spec.ts shows them). */
export async function quietDownloadPrompts(): Promise<void> {
  for (const origin of [DEMO, BRAND_B, BRAND_C]) await setDownloadConfig(origin, {});
}
