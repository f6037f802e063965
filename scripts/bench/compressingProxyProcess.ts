/**
 * The compressing proxy (./compressingProxy.ts) as a process of its own, so the bench can run it at the server's
 * priority, not the browser's (./sessionPriority.ts): `node compressingProxyProcess.ts <listen port> <target port>`.
 * Says "ready" on stdout once it listens.
 */
import { startCompressingProxy } from "./compressingProxy.ts";

const [listenPort, targetPort] = process.argv.slice(2).map(Number);
await startCompressingProxy(listenPort!, targetPort!);
console.log("ready");
