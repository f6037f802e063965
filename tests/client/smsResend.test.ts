import { describe, expect, it } from "vitest";
import { smsResendAt } from "../../client/lib/smsResend";
import { RequestError } from "../../client/lib/request";

const NOW = 1_800_000_000_000;
const tooFrequent = (value: unknown) => new RequestError("server words", "rejected", { errorCode: "sms_too_frequent", value });

describe("issue #14 when a refused SMS send may be tried again", () => {
  it("§4 the platform's wait is counted from now", () => {
    expect(smsResendAt(tooFrequent({ retryAfterMs: 42_000 }), NOW)).toBe(NOW + 42_000);
  });

  it("§8 a hostile or broken wait never freezes the button: a minute when missing, an hour at most", () => {
    for (const value of [undefined, null, "soon", { retryAfterMs: "40" }, { retryAfterMs: -5 }, { retryAfterMs: Number.NaN }]) {
      expect(smsResendAt(tooFrequent(value), NOW)).toBe(NOW + 60_000);
    }
    expect(smsResendAt(tooFrequent({ retryAfterMs: 1e12 }), NOW)).toBe(NOW + 3_600_000);
  });

  it("§8 any other failure is not a wait", () => {
    expect(smsResendAt(new RequestError("x", "rejected", { errorCode: "captcha_invalid" }), NOW)).toBeNull();
    expect(smsResendAt(new TypeError("Failed to fetch"), NOW)).toBeNull();
  });
});
