/**
 * An example mobile number for each dialling code, written the way that country writes it (issue #35, item 7): a hint
 * shows a Vietnamese merchant's players a Vietnamese number, not a Brazilian one. The one table of them.
 */
export const PHONE_EXAMPLES: Readonly<Record<string, string>> = {
  "55": "+55 11 91234-5678", // Brazil
  "84": "+84 912 345 678", // Vietnam
  "971": "+971 50 123 4567", // United Arab Emirates
  "66": "+66 81 234 5678", // Thailand
  "62": "+62 812 3456 7890", // Indonesia
  "91": "+91 98765 43210", // India
  "63": "+63 917 123 4567", // Philippines
  "52": "+52 55 1234 5678", // Mexico
};

/** The example number for a dialling code ("84" or "+84"); a code without one gets "+<code> …", no code at all "+…". */
export function phoneExample(dialingCode: string | null | undefined): string {
  const code = typeof dialingCode === "string" ? dialingCode.replace(/\D/g, "") : "";
  if (!code) return "+…";
  return PHONE_EXAMPLES[code] ?? `+${code} …`;
}
