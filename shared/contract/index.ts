export * from "./types.ts";
export * from "./endpoints.ts";
