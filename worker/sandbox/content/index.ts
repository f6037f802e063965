/**
 * The sandbox's content for the tools beside it (the ops CLI, the bench, the demo-image generator, the e2e tests):
 * their one way in. The platform itself is reached through worker/sandbox/index.ts. Plain re-exports with `.ts`
 * paths, so Node's type stripping can read it.
 */
export { DEMO_CONTENT } from "./demoContent.ts";
export { withoutPopups } from "./withoutPopups.ts";
export { contentKey, merchantContentSchema, type MerchantContent } from "./schema.ts";
export { ART_SIZE, ARTWORK, type Art } from "./demo/artwork.ts";
export { GAMES, THEMES, TONES, type DemoGame, type DemoMerchant, type Theme } from "./demo/games.ts";
export { tileName } from "./demo/images.ts";
export { MOTIFS, type Motif } from "./demo/motifs.ts";
export { FONT, darken, lighten, mix, polar, type Paint } from "./demo/svg.ts";
