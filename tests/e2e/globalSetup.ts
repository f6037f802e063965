import { DEMO_CODES, quietPopups } from "./content";

/** Every merchant starts without popups, so they never cover a screen under test (tests/e2e/popups.spec.ts shows them). */
export default function globalSetup(): void {
  for (const code of DEMO_CODES) quietPopups(code);
}
