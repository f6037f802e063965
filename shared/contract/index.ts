export * from "./types.ts";
export * from "./protocol.ts";
export * from "./endpoints.ts";
export * from "./content.ts";
export * from "./memberScreens.ts";
export * from "./money.ts";
export * from "./games.ts";
export * from "./support.ts";
