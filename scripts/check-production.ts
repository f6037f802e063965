/**
 * `npm run check:production` (part of `npm test`): builds production into dist-production/, runs
 * `wrangler deploy --dry-run` on it (offline, no credentials), prints the upload size and fails when
 * a development-only part is still in the bundle (docs/decisions/007).
 */
import { buildProduction, dryRunUpload, leftInModules, PRODUCTION_DIR, publicFilesNamingDependencies } from "./production-build.ts";

await buildProduction();
const size = await dryRunUpload();
console.log(`Production worker (${PRODUCTION_DIR}/): wrangler deploy --dry-run uploads ${size.rawKiB} KiB, ${size.gzipKiB} KiB gzip`);
const leftIn = leftInModules();
if (leftIn.length > 0) {
  console.error(`The production bundle still carries: ${leftIn.join(", ")}`);
  process.exit(1);
}
console.log("No sandbox test helpers, scenarios, demo seeding or Firebase SDK in the production bundle.");
const naming = publicFilesNamingDependencies();
if (naming.length > 0) {
  console.error(`Public files name paths inside node_modules: ${naming.join(", ")}`);
  process.exit(1);
}
console.log("No public file names a path inside node_modules.");
