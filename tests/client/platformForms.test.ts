import { describe, expect, it, vi } from "vitest";
import { merchantConfigSchema } from "#shared/merchantConfig";
import { platformFormsOf, SANDBOX_FORMS } from "#shared/platformForms/forms";
import { decryptCustomerServicePath, encryptCustomerServicePath, encryptOpenSslPath, resolveEntries } from "#shared/platformForms/supportPath";
import { entriesForLabel } from "#shared/supportRules";
import { captchaKind } from "#shared/captcha";
import type { SiteSettings } from "#shared/contract";
import { pickerEnabled } from "../../client/core/countryPicker/countryPicker";
import { DEMO_MERCHANTS } from "../../worker/merchant/demoMerchants";
import status from "../contract/fixtures/GET_wps_system_status.json";

/** Written by OpenSSL itself: printf '…' | openssl enc -aes-256-cbc -md md5 -salt -pass pass:k3Y9xQ2w -base64 -A */
const FROM_OPENSSL = "U2FsdGVkX18Zqa5xIS6o6r7VVRPJ89cx0tFvyZ79bgRctiyuA6Gppu9++C2WOyzQAkuDzwvUO0lQzPX0j+wCwqIcGbXhFWIpHQIJZm3Qo2U=k3Y9xQ2w";

describe("issue #36 build 4: the support path cipher is a platform form, chosen per merchant", () => {
  it("§3 the OpenSSL/CryptoJS passphrase form: a path OpenSSL wrote decrypts; one we write round-trips", async () => {
    expect(await decryptCustomerServicePath(FROM_OPENSSL, "openssl-aes")).toBe("https://chat.standin.example/livechat?site=STANDIN");
    expect(await decryptCustomerServicePath(await encryptOpenSslPath("/wps/x?a=é", "Ab3dE6gH"), "openssl-aes")).toBe("/wps/x?a=é");
  });

  it("§3 each cipher reads only its own paths; a wrong key or a damaged path is nothing, never a throw", async () => {
    const ours = await encryptCustomerServicePath("https://support.demo.example/chat", "Zz9Yy8Xx");
    expect(await decryptCustomerServicePath(ours)).toBe("https://support.demo.example/chat");
    expect(await decryptCustomerServicePath(ours, "openssl-aes")).toBeNull();
    expect(await decryptCustomerServicePath(FROM_OPENSSL, "aes-gcm-sha256")).toBeNull();
    expect(await decryptCustomerServicePath(`${FROM_OPENSSL.slice(0, -8)}WRONGKEY`, "openssl-aes")).toBeNull();
    for (const hostile of ["", "short", "U2FsdGVkX1+notbase64!!k3Y9xQ2w", `${"A".repeat(5000)}k3Y9xQ2w`, 42, null]) {
      expect(await decryptCustomerServicePath(hostile, "openssl-aes"), String(hostile).slice(0, 20)).toBeNull();
    }
  });

  it("§3 §6 SPEC's own status fixture under the stand-in's cipher: every entry opens; numeric VIP labels still restrict", async () => {
    const entries = await resolveEntries(status.answer.body.value.customerService, "openssl-aes", () => {});
    expect(entries.map((entry) => [entry.csType, entry.address, entry.labelIds])).toEqual([
      ["CBS", "cbs", []],
      ["AICAN", "https://help.standin.example/", []],
      ["COMM100VIP", "https://chat.standin.example/vip.js", ["7", "8"]],
    ]);
    expect(entriesForLabel(entries, null).map((entry) => entry.csType)).toEqual(["CBS", "AICAN"]);
    expect(entriesForLabel(entries, "7").map((entry) => entry.csType)).toEqual(["CBS", "AICAN", "COMM100VIP"]);
    // Under the sandbox's cipher, the same list opens nothing: the form is the merchant's to name.
    expect(await resolveEntries(status.answer.body.value.customerService, "aes-gcm-sha256", () => {})).toEqual([]);
  });

  it("§6 abuse: an entry restricted to labels that cannot be read stays out, never open to everyone", async () => {
    const log = vi.fn();
    const path = await encryptOpenSslPath("https://help.example/", "Ab3dE6gH");
    const entries = await resolveEntries([{ title: "VIP", csType: "AICAN", path, labelIds: [{}, null, ""] }], "openssl-aes", log);
    expect(entries).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("customer_service_labels_invalid"));
  });

  it("§3 a merchant config names its forms; unnamed ones are the sandbox's; an unknown form or flag name is refused", () => {
    const base = DEMO_MERCHANTS[0]!;
    expect(merchantConfigSchema.parse(base).platformForms).toEqual(SANDBOX_FORMS);
    const named = merchantConfigSchema.parse({ ...base, platformForms: { supportPathCipher: "openssl-aes", settingNames: { plainCaptcha: "IMGCAPTCHA3" } } });
    expect(named.platformForms.supportPathCipher).toBe("openssl-aes");
    expect(named.platformForms.settingNames).toEqual({ ...SANDBOX_FORMS.settingNames, plainCaptcha: "IMGCAPTCHA3" });
    expect(merchantConfigSchema.safeParse({ ...base, platformForms: { supportPathCipher: "rot13" } }).success).toBe(false);
    expect(merchantConfigSchema.safeParse({ ...base, platformForms: { settingNames: { plainCaptcha: "x; drop" } } }).success).toBe(false);
    // Renamed paths stay platform paths: nothing that leaves /wps, climbs out of it, or carries a query or a host.
    expect(
      merchantConfigSchema.parse({ ...base, platformForms: { paths: { "/wps/member/balance": "/wps/relay/MCSFE_getBalance" } } }).platformForms.paths,
    ).toEqual({
      "/wps/member/balance": "/wps/relay/MCSFE_getBalance",
    });
    for (const bad of ["/m/home", "/wps/../admin", "/wps/a?b=1", "https://evil.example/wps/x", "/wps/a b"]) {
      expect(merchantConfigSchema.safeParse({ ...base, platformForms: { paths: { "/wps/member/balance": bad } } }).success, bad).toBe(false);
    }
    expect(platformFormsOf(undefined)).toEqual(SANDBOX_FORMS);
  });

  it("§5 §2 settings SPEC describes without naming are read under the names the merchant's forms give", () => {
    const settings = {
      whitelabel: { IMGCAPTCHA3: true, NOICC3: true, PLAINCAPTCHA3: false },
      test: false,
      register: { captcha: { enabled: false } },
    } as unknown as SiteSettings;
    expect(captchaKind(settings, "login")).toBeNull();
    expect(captchaKind(settings, "login", "IMGCAPTCHA3")).toBe("plain");
    expect(pickerEnabled(settings)).toBe(true);
    expect(pickerEnabled(settings, "NOICC3")).toBe(false);
  });
});
