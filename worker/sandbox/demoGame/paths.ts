/**
 * The sandbox's demo game (docs/decisions/017) is served on its own origin, `games.<the merchant's parent
 * domain>`, the way a real provider's game is: the frame holding it is cross-origin, as in production.
 */
export const DEMO_GAME_PATHS = {
  play: "/sandbox-game/play",
  round: "/sandbox-game/round",
} as const;

export const DEMO_GAME_HOST_PREFIX = "games.";

/** demo.localhost:8787 → games.localhost:8787; m.brand.example → games.brand.example. */
export function demoGameOrigin(requestUrl: string): string {
  const url = new URL(requestUrl);
  const labels = url.hostname.split(".");
  const parent = labels.length > 1 ? labels.slice(1).join(".") : url.hostname;
  return `${url.protocol}//${DEMO_GAME_HOST_PREFIX}${parent}${url.port ? `:${url.port}` : ""}`;
}
