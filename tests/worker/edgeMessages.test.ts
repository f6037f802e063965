import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "#shared/contract";
import PT_BR from "../../locales/PT-BR.json";
import VI from "../../locales/VI.json";
import { DEMO, BRAND_B, call, demoMerchant, putMerchant, restoreDemoMerchants } from "./helpers";

const bodyOf = async (response: Response) => (await response.json()) as ErrorBody;

describe("Issue 9 §6 the edge's own /wps answers in the player's language", () => {
  beforeEach(restoreDemoMerchants);
  afterEach(() => vi.restoreAllMocks());

  it("§2 maintenance without an operator's message: the code's text in the call's Language (PT-BR)", async () => {
    const merchant = demoMerchant();
    merchant.maintenance = { on: true };
    await putMerchant(merchant);
    const response = await call(`${DEMO}/wps/member/info`, { headers: { Language: "PT-BR" } });
    expect(response.status).toBe(503);
    expect(await bodyOf(response)).toEqual({ errorCode: "system_maintenance", message: PT_BR["errors.code.system_maintenance"] });
  });

  it("§2 maintenance with an operator's message keeps the message as written", async () => {
    const merchant = demoMerchant();
    merchant.maintenance = { on: true, message: "Atualizando o motor de loteria" };
    await putMerchant(merchant);
    expect((await bodyOf(await call(`${DEMO}/wps/member/info`, { headers: { Language: "VI" } }))).message).toBe("Atualizando o motor de loteria");
  });

  it("§2 a region refusal on /wps is said in the call's language (VI)", async () => {
    const response = await call(`${BRAND_B}/wps/member/info`, { cf: { country: "SG" }, headers: { Language: "VI" } });
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({ errorCode: "access_denied", message: VI["errors.code.access_denied"] });
  });

  it("§7 a real upstream that is down: the 502 body in the call's language (PT-BR)", async () => {
    const merchant = demoMerchant();
    merchant.upstream = ["https://platform.down.example"];
    await putMerchant(merchant);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("connection refused"));
    const response = await call(`${DEMO}/wps/member/info`, { headers: { Language: "PT-BR" } });
    expect(response.status).toBe(502);
    expect(await bodyOf(response)).toEqual({ errorCode: "upstream_unavailable", message: PT_BR["errors.code.upstream_unavailable"] });
  });
});
