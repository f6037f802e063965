import { BRANDB } from "./demo/brandB.ts";
import { BRANDC } from "./demo/brandC.ts";
import { DEMO } from "./demo/demo.ts";
import type { MerchantContent } from "./schema.ts";

/**
 * The built-in content of the three demo merchants (README), served when the operator has stored none.
 * Pictures are under public/sandbox/<dir>/content/, drawn by `node scripts/make-content-images.ts`.
 */
export const DEMO_CONTENT: Record<"DEMO" | "BRANDB" | "BRANDC", MerchantContent> = { DEMO, BRANDB, BRANDC };
