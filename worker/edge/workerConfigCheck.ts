import type { Check } from "./refusal";
import { workerConfig } from "./workerConfig";

/**
 * The worker's vars, parsed once (worker/edge/workerConfig.ts). A bad value is a deployment mistake:
 * every request is then refused with the clear 503 and a log line naming the var, never a stack trace.
 */
export const workerConfigCheck: Check = (c) => {
  const result = workerConfig(c.env);
  if (result.ok) {
    c.set("config", result.config);
    return undefined;
  }
  console.error(JSON.stringify({ event: "worker_config_invalid", problems: result.problems }));
  return { reason: "worker_config_invalid", status: 503 };
};
