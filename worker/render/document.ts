import { readableTextOn } from "#shared/contrast";
import type { MerchantConfig } from "#shared/merchantConfig";
import { escapeHtml } from "#shared/escapeHtml";

/** The merchant's colours as CSS variables, so the first paint already looks like the merchant (DESIGN §4a). */
export function themeCss(merchant: Pick<MerchantConfig, "theme"> | undefined): string {
  if (!merchant) return "";
  const { primary, background, surface, text } = merchant.theme;
  return `:root{--brand-primary:${primary};--bg:${background};--surface:${surface};--text:${text};--on-primary:${readableTextOn(primary)}}`;
}

export interface HeadOptions {
  lang: string;
  dir: "ltr" | "rtl";
  title: string;
  nonce: string;
  noIndex: boolean;
  themeColor?: string;
  css: string;
  stylesheets?: string[];
  modulePreloads?: string[];
  manifestHref?: string;
  appleTouchIcon?: string;
  icon?: string;
  /** Raw, already-escaped markup appended to <head> (the inlined state). */
  extraHead?: string;
}

/** Everything up to and including `<div id="root">`, flushed before React renders. */
export function documentHead(options: HeadOptions): string {
  const parts = [
    `<!doctype html><html lang="${escapeHtml(options.lang)}" dir="${options.dir}"><head>`,
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">`,
    `<title>${escapeHtml(options.title)}</title>`,
    options.noIndex ? `<meta name="robots" content="noindex">` : "",
    options.themeColor ? `<meta name="theme-color" content="${escapeHtml(options.themeColor)}">` : "",
    options.manifestHref ? `<link rel="manifest" href="${escapeHtml(options.manifestHref)}">` : "",
    options.appleTouchIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(options.appleTouchIcon)}">` : "",
    options.icon ? `<link rel="icon" href="${escapeHtml(options.icon)}">` : "",
    `<meta name="mobile-web-app-capable" content="yes"><meta name="apple-mobile-web-app-capable" content="yes">`,
    ...(options.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(options.modulePreloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${options.nonce}">`),
    `<style nonce="${options.nonce}">${options.css}</style>`,
    options.extraHead ?? "",
    `</head><body><div id="root">`,
  ];
  return parts.join("");
}

export function documentTail(scripts: { nonce: string; modules?: string[]; inlineModules?: string[]; inline?: string[] }): string {
  const n = scripts.nonce;
  const inline = (scripts.inline ?? []).map((code) => `<script nonce="${n}">${code}</script>`);
  const inlineModules = (scripts.inlineModules ?? []).map((code) => `<script type="module" nonce="${n}">${code}</script>`);
  const modules = (scripts.modules ?? []).map((src) => `<script type="module" src="${escapeHtml(src)}" nonce="${n}"></script>`);
  return `</div>${inline.join("")}${inlineModules.join("")}${modules.join("")}</body></html>`;
}

const encoder = new TextEncoder();

/** Streams head, then React's stream, then tail: the first bytes leave before React finishes. */
export function wrapStream(head: string, body: ReadableStream<Uint8Array>, tail: string): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.enqueue(encoder.encode(tail));
        controller.close();
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
