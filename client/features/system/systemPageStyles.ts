/**
 * System pages are answered at the edge without the app's bundle, so their
 * styles travel inline with the page rather than in the app's stylesheet.
 */
export const SYSTEM_PAGE_CLASSES = {
  page: "sys-page",
  brand: "sys-brand",
  logo: "sys-logo",
  icon: "sys-icon",
  block: "sys-block",
  title: "sys-title",
  description: "sys-description",
  detail: "sys-detail",
  actions: "sys-actions",
  primaryButton: "sys-primary",
  secondaryButton: "sys-secondary",
} as const;

export const SYSTEM_PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--text);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif}
.sys-page{min-block-size:100dvh;display:flex;flex-direction:column;align-items:center;gap:20px;padding:calc(32px + env(safe-area-inset-top)) 20px calc(32px + env(safe-area-inset-bottom));text-align:center;max-inline-size:560px;margin-inline:auto}
.sys-brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:18px}
.sys-logo{border-radius:10px}
.sys-icon{color:var(--brand-primary);margin-block-start:12px}
.sys-block{display:flex;flex-direction:column;gap:8px}
.sys-block+.sys-block{padding-block-start:16px;border-block-start:1px solid color-mix(in srgb,var(--text) 15%,transparent)}
.sys-title{margin:0;font-size:24px;line-height:1.3}
h2.sys-title{font-size:18px}
.sys-description{margin:0;line-height:1.55;color:color-mix(in srgb,var(--text) 78%,var(--bg))}
.sys-detail{margin:0;font-weight:600}
.sys-actions{display:flex;flex-direction:column;gap:12px;inline-size:100%;margin-block-start:8px}
.sys-primary,.sys-secondary{display:flex;align-items:center;justify-content:center;min-block-size:48px;border-radius:12px;font-weight:700;text-decoration:none}
.sys-primary{background:var(--brand-primary);color:var(--on-primary)}
.sys-secondary{border:1px solid var(--brand-primary);color:var(--text)}
`;
