/**
 * A compressing proxy in front of `vite preview` (which does not compress), so the bench measures what
 * players get from Cloudflare: Brotli (or gzip) for text, streamed chunk by chunk so SSR still streams.
 */
import http from "node:http";
import zlib from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

export function startCompressingProxy(listenPort: number, targetPort: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort, method: request.method, path: request.url, headers: { ...request.headers, "accept-encoding": "identity" } },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        const accepts = String(request.headers["accept-encoding"] ?? "");
        const encoding =
          !COMPRESSIBLE.test(type) || answer.statusCode === 204 ? null : /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
        const headers = { ...answer.headers };
        if (encoding) {
          delete headers["content-length"];
          headers["content-encoding"] = encoding;
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        if (!encoding) {
          answer.pipe(response);
          return;
        }
        // Cloudflare's on-the-fly levels: Brotli 4 and gzip 6 are close to what its edge uses for dynamic text.
        const compressor =
          encoding === "br" ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip({ level: 6 });
        compressor.pipe(response);
        answer.on("data", (chunk: Buffer) => {
          compressor.write(chunk);
          compressor.flush();
        });
        answer.on("end", () => compressor.end());
      },
    );
    upstream.on("error", () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(listenPort, "127.0.0.1", () => resolve(server)));
}
