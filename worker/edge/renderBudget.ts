import { EDGE } from "#shared/constants";

/**
 * What the first paint waits for from the platform: the answer, or null once EDGE.renderBudget has passed.
 * The call keeps running after that (waitUntil), so it can still fill the edge's cache for the next page.
 */
export async function withinRenderBudget<T>(pending: Promise<T>, ctx?: ExecutionContext): Promise<T | null> {
  ctx?.waitUntil(pending);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), EDGE.renderBudget);
  });
  const result = await Promise.race([pending, budget]);
  clearTimeout(timer);
  return result;
}
