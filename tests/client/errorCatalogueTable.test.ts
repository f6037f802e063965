import { describe, expect, it } from "vitest";
import { classify, ERROR_CATALOGUE, type Situation } from "../../client/lib/request/catalogue";
import { systemStatus } from "#shared/contract";

/** Every failed call the request layer can meet, as the catalogue sees it. */
function everySituation(): Situation[] {
  const situations: Situation[] = [{ kind: "timeout" }, { kind: "invalid" }];
  for (const secure of [true, false]) for (const online of [true, false]) situations.push({ kind: "no-answer", secure, online });
  const codes = [
    undefined,
    "CUSTOMER_NOT_LOGIN",
    "customer.not.login",
    "user.or.token.invalid",
    "login.not.session",
    "TOO_MANY_REQUEST_PER_MINUTE",
    "domain_not_available",
    "login.cred.err",
  ];
  for (const path of [systemStatus.path, "/wps/member/info"])
    for (const secure of [true, false])
      for (const errorCode of codes)
        for (const message of [undefined, "Servidor ocupado"]) {
          const answer = { errorCode, message };
          situations.push({ kind: "refused", answer: { success: false, ...answer }, path, secure });
          for (const status of [301, 400, 401, 403, 404, 429, 500, 502, 503]) situations.push({ kind: "http-error", status, answer, path, secure });
          situations.push({ kind: "http-error", status: 500, answer: null, path, secure });
        }
  return situations;
}

describe("SPEC §8 the catalogue as a table", () => {
  it("§8 one row per line of §8, in its order, plus our own row for answers that are not the platform's", () => {
    expect(ERROR_CATALOGUE).toHaveLength(28 + 1);
    // Rows the request layer does not decide say where they are handled.
    for (const row of ERROR_CATALOGUE) expect(Boolean(row.applies && row.outcome) !== Boolean(row.handledBy)).toBe(true);
  });

  it("§8 exactly one row decides every failed call", () => {
    const situations = everySituation();
    expect(situations.length).toBeGreaterThan(500);
    for (const situation of situations) {
      const rows = ERROR_CATALOGUE.filter((row) => row.applies?.(situation));
      expect(rows, JSON.stringify(situation)).toHaveLength(1);
      expect(classify(situation).row).toBe(rows[0]);
    }
  });

  it("§8 a server message travels with its code, so the player sees our translation of a known code", () => {
    const outcome = classify({
      kind: "refused",
      answer: { success: false, errorCode: "login.cred.err", message: "Wrong" },
      path: "/wps/session/login",
      secure: true,
    }).outcome;
    expect(outcome).toEqual({ type: "notice", message: { text: "Wrong", code: "login.cred.err" } });
  });
});
