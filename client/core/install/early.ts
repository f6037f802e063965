import { captureInstallPrompt } from "./capture";

// Imported first thing by client/main.tsx: the browser may offer its install prompt before hydration.
if (typeof window !== "undefined") captureInstallPrompt(window);
