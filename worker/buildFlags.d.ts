/**
 * Replaced at build time (`define` in vite.config.ts and in each project of vitest.worker.config.ts).
 * False in the production build (CLOUDFLARE_ENV=production): the sandbox's test helpers, its scenarios
 * and the demo seeding are then left out of the bundle (docs/decisions/007).
 */
declare const __DEV_TOOLS__: boolean;

/** True only under `vite dev` (its `serve` command); a build, `vite preview` of it and the worker tests are false. */
declare const __VITE_DEV_SERVER__: boolean;
