import { DEMO_CODES, quietPopups } from "./content";
import { quietDownloadPrompts } from "./downloadSettings";

/** Every merchant starts without popups, so they never cover a screen under test (tests/e2e/popups.spec.ts shows them). */
export default async function globalSetup(): Promise<void> {
  for (const code of DEMO_CODES) await quietPopups(code);
  // Nor add-to-home prompts (tests/e2e/add-to-home.spec.ts shows them).
  await quietDownloadPrompts();
}
