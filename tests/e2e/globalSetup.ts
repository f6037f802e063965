import { DEMO_CODES, quietPopups } from "./content";
import { quietDownloadPrompts } from "./downloadSettings";
import { STAND_IN_PORT } from "../../playwright.config";
import { startStandIn } from "../contract/standInServer";

/** Every merchant starts without popups, so they never cover a screen under test (tests/e2e/popups.spec.ts shows them). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const code of DEMO_CODES) await quietPopups(code);
  // Nor add-to-home prompts (tests/e2e/add-to-home.spec.ts shows them).
  await quietDownloadPrompts();
  // A platform that knows only SPEC's fixtures, for the merchant tests/e2e/standIn.spec.ts points at it.
  const standIn = await startStandIn(STAND_IN_PORT);
  return () => new Promise<void>((resolve) => standIn.close(() => resolve()));
}
