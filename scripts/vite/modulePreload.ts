/**
 * Vite's `build.modulePreload.resolveDependencies`: what a lazy chunk's import preloads. Vite lists the chunk itself
 * with its dependencies, and its preload helper places a `<link rel=modulepreload>` for each before the import. The
 * import follows in the same task and fetches the chunk anyway, so that link only costs the main thread an element:
 * a millisecond or more each on a phone, inside a render slice (issue #10, docs/decisions/037).
 */
export function preloadDependenciesOnly(chunk: string, dependencies: string[]): string[] {
  return dependencies.filter((dependency) => dependency !== chunk);
}
