import { describe, expect, it } from "vitest";
import { affiliateCodesFrom, capturedAttribution, pixelTrackFrom } from "../../client/core/tracking/attribution";
import { encodeTouch } from "#shared/attribution";

const first = encodeTouch({ at: 1, domain: "demo.localhost", fields: { gclid: "G-first", utm_source: "fb" }, affiliateCode: "AFF1", referralCode: "R1" });
const last = encodeTouch({ at: 2, domain: "demo.localhost", fields: { gclid: "G-last", ttclid: "T2" }, affiliateCode: "AFF2" });
const cookies = `mc_first_touch=${first}; other=1; mc_last_touch=${last}; _fbc=fb.1.1700000000000.IwAR; _fbp=fb.1.1.1234567890`;

describe("issue #13 §3 the client reads what the edge captured", () => {
  it("§3 both touches and Meta's cookies come from document.cookie; forged ones are ignored", () => {
    const captured = capturedAttribution(cookies);
    expect(captured.firstTouch?.affiliateCode).toBe("AFF1");
    expect(captured.lastTouch?.fields).toEqual({ gclid: "G-last", ttclid: "T2" });
    expect(captured.fbc).toBe("fb.1.1700000000000.IwAR");
    expect(capturedAttribution("mc_first_touch=%E0%A4%A; mc_last_touch=<script>")).toEqual({ firstTouch: null, lastTouch: null });
  });

  it("§3 pixelTrack: the last touch's fields over the first's, with fbc and fbp, only non-empty values", () => {
    expect(pixelTrackFrom(capturedAttribution(cookies))).toEqual({
      gclid: "G-last",
      utm_source: "fb",
      ttclid: "T2",
      fbc: "fb.1.1700000000000.IwAR",
      fbp: "fb.1.1.1234567890",
    });
    expect(pixelTrackFrom(capturedAttribution(""))).toEqual({});
  });

  it("§3 Affiliate: the address's codes first, then the first touch's (affiliates are paid on it), then the last's", () => {
    const captured = capturedAttribution(cookies);
    expect(affiliateCodesFrom("?affiliateCode=Q&r=RR", captured)).toEqual({ affiliateCode: "Q", referralCode: "RR" });
    expect(affiliateCodesFrom("", captured)).toEqual({ affiliateCode: "AFF1", referralCode: "R1" });
    expect(affiliateCodesFrom("", capturedAttribution(`mc_last_touch=${last}`))).toEqual({ affiliateCode: "AFF2" });
    expect(affiliateCodesFrom("", capturedAttribution(""))).toEqual({});
  });
});
