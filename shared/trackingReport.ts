import { z } from "zod";
import { S2S_FIELDS, TRACKING_EVENTS, TRACKING_REPORT_MAX_EVENTS, type TrackingReport } from "./contract/tracking.ts";
import { parseStored } from "./parseStored.ts";

/**
 * A tracking report as anyone may send it (docs/decisions/026): the platform's stand-in and the edge's server-side
 * conversions read only what passes this; everything is bounded, nothing unknown is kept.
 */
const text = (max: number) => z.string().min(1).max(max);
const flat = z.record(z.string().regex(/^[A-Za-z0-9_]{1,40}$/), z.union([z.string().max(300), z.number().finite(), z.boolean()]));

export const trackingReportSchema = z.object({
  events: z
    .array(
      z.object({
        id: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
        name: z.enum(TRACKING_EVENTS),
        at: z.number().int().positive(),
        payload: flat.refine((value) => Object.keys(value).length <= 30, "at most 30 fields"),
        pixelTrack: z.record(z.string().regex(/^[A-Za-z0-9_]{1,40}$/), z.string().max(300)).refine((value) => Object.keys(value).length <= 40),
        affiliateCode: text(200).optional(),
        referralCode: text(200).optional(),
        originalDomain: text(253).optional(),
        s2s: z.partialRecord(z.enum(S2S_FIELDS), z.string().max(200)).optional(),
        // A path of this site: "//host/…" or "/\\host" would make the conversion's page another origin (issue #34).
        page: z
          .string()
          .max(300)
          .regex(/^(?:\/(?![/\\])[^\s\\]*)?$/)
          .refine((path) => ![...path].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f), "no control characters"),
      }),
    )
    .min(1)
    .max(TRACKING_REPORT_MAX_EVENTS),
});

export function parseTrackingReport(raw: unknown): TrackingReport | null {
  const parsed = parseStored(trackingReportSchema, raw);
  return parsed.ok ? (parsed.value as TrackingReport) : null;
}
