import { renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { usePlayerMessage } from "../../client/core/notices";
import { createI18n } from "../../client/lib/i18n";
import type { Strings } from "#shared/initialState";
import type { LanguageCode } from "#shared/languages";
import AR from "../../locales/AR.json";
import EN from "../../locales/EN.json";
import PT_BR from "../../locales/PT-BR.json";
import VI from "../../locales/VI.json";

const LOCALES: Partial<Record<LanguageCode, Strings>> = { "PT-BR": PT_BR, VI, AR, EN };

/** The text a player reads for a message, on a page in `language`. */
function shown(language: LanguageCode, message: Parameters<ReturnType<typeof usePlayerMessage>>[0]): string {
  const i18n = createI18n(language, LOCALES[language]!);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
  return renderHook(() => usePlayerMessage(), { wrapper }).result.current(message);
}

describe("Issue 9 §6 every message in the player's language", () => {
  const wrongPassword = { text: "The username or password is incorrect.", code: "login.cred.err" };

  it.each([
    ["PT-BR", "O nome de usuário ou a senha estão incorretos."],
    ["VI", VI["errors.code.login.cred.err"]],
    ["AR", AR["errors.code.login.cred.err"]],
  ] as const)("§8 a known error code is shown in our own translation (%s), whatever language the server wrote", (language, expected) => {
    expect(shown(language, wrongPassword)).toBe(expected);
    expect(expected).not.toBe(EN["errors.code.login.cred.err"]);
  });

  it("§8 an unknown code falls back to the server's own text", () => {
    expect(shown("PT-BR", { text: "Saldo insuficiente para esta aposta", code: "balance.too.low.x" })).toBe("Saldo insuficiente para esta aposta");
    expect(shown("VI", { text: "Máy chủ đang bận" })).toBe("Máy chủ đang bận");
  });

  it("§8 keys of the interface are translated with their values", () => {
    expect(shown("PT-BR", { key: "errors.timeout" })).toBe(PT_BR["errors.timeout"]);
  });
});
