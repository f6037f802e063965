/**
 * The lowest CPU priority for a detached process and everything it starts (docs/decisions/074).
 *
 * Linux's autogroup scheduler (on by default on desktop and server kernels) shares the CPU between sessions first,
 * and only inside a session by each process's nice value. A process spawned with `detached: true` leads a session
 * of its own, as chrome-launcher's Chromium does. So `nice 19` on the detached server bought nothing: whenever its
 * session had work, it took as large a share of the two cores as the browser's whole session. The session's own
 * priority is set through `/proc/<pid>/autogroup`.
 */
import { writeFileSync } from "node:fs";

/** Gives the session that `pid` leads the lowest priority; false where the kernel has no autogroup to set. */
export function lowestSessionPriority(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, "19");
    return true;
  } catch {
    return false;
  }
}
