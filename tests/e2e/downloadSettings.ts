import type { DownloadConfig } from "#shared/contract";
import { postJson } from "./sandboxHttp";
import { BRAND_B, BRAND_C, DEMO } from "./support";

/** Replaces a merchant's download configuration; null puts its demo configuration back. */
export async function setDownloadConfig(origin: string, config: DownloadConfig | null): Promise<void> {
  const answer = await postJson(origin, "/wps/sandbox/downloadSetting", { config });
  if (answer.status !== 200) throw new Error(`download configuration of ${origin} not set: ${answer.status} ${answer.body}`);
}

/** Every merchant without add-to-home prompts: most screens are tested without one over them (tests/e2e/add-to-home.spec.ts shows them). */
export async function quietDownloadPrompts(): Promise<void> {
  for (const origin of [DEMO, BRAND_B, BRAND_C]) await setDownloadConfig(origin, {});
}
