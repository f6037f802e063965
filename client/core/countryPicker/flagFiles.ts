/**
 * Every flag of country-flag-icons as an SVG file the build emits next to the scripts, never inlined:
 * this table of addresses is all the script carries, and the browser fetches only the flags it shows,
 * from our own origin. Loaded on demand (flags.ts), so the sign-in forms' chunk does not carry it.
 */
export const FLAG_FILES = import.meta.glob<string>("./??.svg", {
  base: "/node_modules/country-flag-icons/3x2/",
  query: "?no-inline",
  import: "default",
  eager: true,
});
