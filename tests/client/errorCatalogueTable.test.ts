import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
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
  for (const path of [systemStatus.path, "/wps/member/info", "/wps/session/login"])
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

describe("SPEC §6 second list: calls exempt from session-loss handling (docs/decisions/058)", () => {
  it("§6 a logout code or a 401 from signing in is that call's refusal, shown; from any other call it ends the session", () => {
    const refusal = (path: string, errorCode: string): Situation => ({
      kind: "refused",
      answer: { success: false, errorCode, message: "x" },
      path,
      secure: true,
    });
    const http401 = (path: string): Situation => ({ kind: "http-error", status: 401, answer: null, path, secure: true });
    for (const code of ["CUSTOMER_NOT_LOGIN", "login.not.session"]) {
      expect(classify(refusal("/wps/session/login", code)).outcome.type).toBe("notice");
      expect(classify(refusal("/wps/member/info", code)).outcome.type).toBe("session-lost");
    }
    expect(classify(http401("/wps/member/register")).outcome.type).toBe("notice");
    expect(classify(http401("/wps/member/info")).outcome.type).toBe("session-lost");
  });
});

describe("SPEC §8 the catalogue as a table", () => {
  it("§8 one row per line of §8, in its order, plus our own row for answers that are not the platform's", () => {
    expect(ERROR_CATALOGUE).toHaveLength(28 + 1);
    // Rows the request layer does not decide say where they are handled.
    for (const row of ERROR_CATALOGUE) expect(Boolean(row.applies && row.outcome) !== Boolean(row.handledBy)).toBe(true);
  });

  it("§8 issue #36: a row handled elsewhere names a file that exists and holds the code the row stands on", () => {
    const elsewhere = ERROR_CATALOGUE.flatMap((row) => (row.handledBy ? [row.handledBy] : []));
    expect(elsewhere).toHaveLength(15);
    for (const { file, marker } of elsewhere) {
      const path = resolve(process.cwd(), file);
      expect(existsSync(path), file).toBe(true);
      expect(readFileSync(path, "utf8"), `${file} should hold ${marker}`).toContain(marker);
    }
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
