export * from "./types.ts";
export * from "./protocol.ts";
export * from "./endpoints.ts";
export * from "./content.ts";
export * from "./memberScreens.ts";
