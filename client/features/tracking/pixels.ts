import type { TrackingEvent } from "#shared/contract";
import { GTAG_EVENT_NAMES, KWAI_EVENT_NAMES, META_EVENT_NAMES, META_STANDARD_EVENTS, type PixelSetting, TIKTOK_EVENT_NAMES } from "#shared/pixelEvents";
import { loadScript } from "../../lib/loadScript";

/**
 * The merchant's browser pixels (issue #13; docs/decisions/026), loaded after first paint and only those configured.
 * Each network's usual stub queues calls until its script arrives, so no event is lost while it loads, and every
 * event carries the tracking event's id, which the edge's server-side conversion uses too (de-duplication).
 */
type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; push?: unknown; loaded?: boolean; callMethod?: unknown };
type PixelWindow = Window & {
  fbq?: Queue;
  _fbq?: Queue;
  ttq?: { track(name: string, properties: object, options: object): void; page(): void; load(id: string): void } & unknown[];
  kwaiq?: { load(id: string): void; instance(id: string): { track(name: string, properties?: object): void }; page(): void };
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
};

/** Where each network's script lives: fixed vendor addresses, never one from settings or the address. */
export const PIXEL_SCRIPTS = {
  facebookPixelId: () => "https://connect.facebook.net/en_US/fbevents.js",
  tiktokPixelId: (id: string) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
  kwaiPixelCode: () => "https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js",
  gtagId: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
} as const satisfies Record<PixelSetting, (id: string) => string>;

/** value and currency, where the event is about money. */
function money(event: TrackingEvent): { value?: number; currency?: string } {
  const { amount, currency } = event.payload;
  return typeof amount === "number" && typeof currency === "string" && currency ? { value: amount, currency } : {};
}

type Sink = (event: TrackingEvent) => void;

function facebook(win: PixelWindow, id: string): Sink {
  if (!win.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (typeof fbq.callMethod === "function") (fbq.callMethod as (...a: unknown[]) => void)(...args);
      else fbq.queue!.push(args);
    };
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    win.fbq = fbq;
    win._fbq ??= fbq;
  }
  win.fbq("init", id);
  win.fbq("track", "PageView");
  void loadScript(PIXEL_SCRIPTS.facebookPixelId()).catch(() => undefined);
  return (event) => {
    const name = META_EVENT_NAMES[event.name];
    if (!name) return;
    win.fbq!(META_STANDARD_EVENTS.has(name) ? "track" : "trackCustom", name, money(event), { eventID: event.id });
  };
}

function tiktok(win: PixelWindow, id: string): Sink {
  if (!win.ttq) {
    const calls: unknown[][] = [];
    const method =
      (name: string) =>
      (...args: unknown[]) =>
        void calls.push([name, ...args]);
    win.ttq = Object.assign(calls, { track: method("track"), page: method("page"), load: method("load") }) as PixelWindow["ttq"];
  }
  win.ttq!.load(id);
  win.ttq!.page();
  void loadScript(PIXEL_SCRIPTS.tiktokPixelId(id)).catch(() => undefined);
  return (event) => {
    const name = TIKTOK_EVENT_NAMES[event.name];
    if (name) win.ttq!.track(name, money(event), { event_id: event.id });
  };
}

function kwai(win: PixelWindow, id: string): Sink {
  if (!win.kwaiq) {
    const calls: unknown[][] = [];
    win.kwaiq = {
      load: (pixel) => void calls.push(["load", pixel]),
      page: () => void calls.push(["page"]),
      instance: (pixel) => ({ track: (name, properties) => void calls.push(["instance", pixel, "track", name, properties]) }),
    };
  }
  win.kwaiq.load(id);
  win.kwaiq.page();
  void loadScript(PIXEL_SCRIPTS.kwaiPixelCode()).catch(() => undefined);
  return (event) => {
    const name = KWAI_EVENT_NAMES[event.name];
    if (name) win.kwaiq!.instance(id).track(name, { ...money(event), event_id: event.id });
  };
}

function gtag(win: PixelWindow, id: string): Sink {
  win.dataLayer ??= [];
  // gtag.js takes only Arguments objects from the data layer (its snippet pushes `arguments`): an array-like that
  // reports itself as one is what it reads, made from rest parameters.
  win.gtag ??= (...args: unknown[]) => {
    win.dataLayer!.push(Object.assign({ ...args, length: args.length }, { [Symbol.toStringTag]: "Arguments" }));
  };
  win.gtag("js", new Date());
  win.gtag("config", id);
  void loadScript(PIXEL_SCRIPTS.gtagId(id)).catch(() => undefined);
  return (event) => {
    const name = GTAG_EVENT_NAMES[event.name];
    if (name) win.gtag!("event", name, { ...money(event), transaction_id: event.id, send_to: id });
  };
}

const LOADERS: Record<PixelSetting, (win: PixelWindow, id: string) => Sink> = {
  facebookPixelId: facebook,
  tiktokPixelId: tiktok,
  kwaiPixelCode: kwai,
  gtagId: gtag,
};

/** Starts each configured pixel; the returned sink forwards a tracking event to all of them. */
export function startPixels(pixels: Partial<Record<PixelSetting, string>>, win: Window = window): Sink | null {
  const sinks = (Object.entries(pixels) as [PixelSetting, string][]).map(([setting, id]) => LOADERS[setting](win as PixelWindow, id));
  if (sinks.length === 0) return null;
  return (event) => {
    for (const sink of sinks) {
      try {
        sink(event);
      } catch {
        // A network's script that broke must not stop the others, nor the page.
      }
    }
  };
}
