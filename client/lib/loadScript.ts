import { TIMING } from "#shared/constants";

const loading = new Map<string, Promise<void>>();

/**
 * Loads a script once, by its address (DESIGN §4: third-party code is loaded lazily; PITFALLS: vendor scripts
 * load on first tap). Under the CSP's 'strict-dynamic' a script added by our own code may run. A failed or
 * timed-out load is forgotten, so the next try asks again.
 */
export function loadScript(src: string, doc: Document = document, timeoutMs: number = TIMING.scriptLoadTimeout): Promise<void> {
  const key = new URL(src, doc.baseURI).href;
  const known = loading.get(key);
  if (known) return known;
  const pending = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    const timer = setTimeout(() => finish(new Error(`script timed out: ${key}`)), timeoutMs);
    function finish(error?: Error) {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (!error) return resolve();
      script.remove();
      loading.delete(key);
      reject(error);
    }
    script.onload = () => finish();
    script.onerror = () => finish(new Error(`script failed: ${key}`));
    script.async = true;
    script.src = key;
    doc.head.appendChild(script);
  });
  loading.set(key, pending);
  return pending;
}
