import { request } from "node:http";

/**
 * A JSON post to the e2e server from Node, as the sandbox's test helpers take it: Node resolves no `*.localhost` name,
 * so the request goes to the loopback address and the Host header picks the merchant, as a browser's would.
 */
export function postJson(origin: string, path: string, body: unknown): Promise<{ status: number; body: string }> {
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
