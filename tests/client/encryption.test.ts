// @vitest-environment node
import { createDecipheriv, createHash, generateKeyPairSync, privateDecrypt, constants } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { encryptPayload } from "../../client/lib/request/encrypt";
import { request } from "../../client/lib/request";
import { recordEffects } from "./requestHarness";

const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const spki = publicKey.export({ type: "spki", format: "der" }).toString("base64");

describe("SPEC §7 encrypted posts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("§7 interoperability: Node's own crypto decrypts what the client encrypted", async () => {
    const payload = { username: "jogador", password: "segredo-123", geetest: { a: 1 } };
    const { headers, body } = await encryptPayload(payload, spki);
    expect(headers.Encryption).toBe("RSA-OAEP-256+A256GCM");
    const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(headers["X-RSA"]!, "base64"));
    expect(aesKey).toHaveLength(32);
    const sealed = Buffer.from(body.value, "base64");
    const decipher = createDecipheriv("aes-256-gcm", aesKey, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plaintext = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
    expect(JSON.parse(plaintext.toString("utf8"))).toEqual(payload);
    expect(headers["X-Digest"]).toBe(`SHA-256=${createHash("sha256").update(plaintext).digest("base64")}`);
    expect(body.value).not.toContain("segredo");
  });

  it("§7 a fresh key and IV every time", async () => {
    const a = await encryptPayload({ x: 1 }, spki);
    const b = await encryptPayload({ x: 1 }, spki);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.headers["X-RSA"]).not.toBe(b.headers["X-RSA"]);
  });

  it("§7 the request fetches the RSA key with a timestamp and no-cache, then sends { value } and the three headers", async () => {
    const { notices } = recordEffects();
    const calls: { url: string; init: RequestInit }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
      const url = String(input);
      calls.push({ url, init });
      if (url.includes("/wps/session/key/rsa")) return Response.json({ success: true, value: { publicKey: spki } });
      return Response.json({ success: true, value: "done" });
    });
    expect(await request({ url: "http://platform.test/wps/session/login", method: "POST", encrypted: true, body: { password: "p4ss" } })).toBe("done");
    const [keyCall, post] = calls;
    expect(keyCall!.url).toMatch(/\/wps\/session\/key\/rsa\?t=\d+$/);
    expect(keyCall!.init.cache).toBe("no-store");
    const headers = new Headers(post!.init.headers);
    expect(headers.get("Encryption")).toBeTruthy();
    expect(headers.get("X-Digest")).toMatch(/^SHA-256=/);
    expect(headers.get("X-RSA")).toBeTruthy();
    expect(Object.keys(JSON.parse(String(post!.init.body)))).toEqual(["value"]);
    expect(String(post!.init.body)).not.toContain("p4ss");
    expect(notices).toEqual([]);
  });

  it("§7 a missing key gives 'Missing Encryption' and nothing is sent", async () => {
    const { notices } = recordEffects();
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ success: true, value: {} }));
    await expect(request({ url: "http://platform.test/wps/session/login", method: "POST", encrypted: true, body: {} })).rejects.toThrow("Missing Encryption");
    expect(notices).toEqual([{ key: "errors.missingEncryption" }]);
    expect(spy).toHaveBeenCalledTimes(1); // only the key request
  });

  it("§5 a failing encryption helper shows its message and rejects", async () => {
    const { notices } = recordEffects();
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ success: true, value: { publicKey: "bm90IGEga2V5" } }));
    const error = await request({ url: "http://platform.test/wps/session/login", method: "POST", encrypted: true, body: {} }).catch((e: Error) => e);
    expect(error).toMatchObject({ kind: "encryption" });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toEqual({ text: (error as Error).message });
  });
});
