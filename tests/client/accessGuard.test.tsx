import { act, cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { AccessGuard } from "../../client/app/shell/AccessGuard";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerWith, json, recordEffects } from "./requestHarness";
import { AppProviders } from "../../client/app/AppProviders";
import { routes } from "../../client/app/routes";
import { createI18n } from "../../client/lib/i18n";
import type { InitialState } from "../../client/core/startup/initialState";
import EN from "../../locales/EN.json";

const state: InitialState = {
  merchant: { code: "DEMO", name: "Demo Bet", logoUrl: "/logo.svg", currency: "BRL", languages: ["EN"], allowedRedirectOrigins: [], allowedGameOrigins: [] },
  language: "EN",
  stringsVersion: "test",
  siteSettings: null,
  signedIn: false,
  version: { build: null, release: "" },
};

/** The first render of a file imports the route's lazy module and the overlays' own; a loaded machine needs longer than 1 s. */
const LAZY_ROUTE = { timeout: 5_000 };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders state={state} i18n={createI18n("EN", EN)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe("SPEC §2 access rule on the client", () => {
  beforeEach(() => {
    recordEffects();
    // The layout loads member info when a session exists; the platform answers with nothing to show.
    answerWith(() => json({ success: false, errorCode: "x" }));
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("§2 a protected route without a token redirects to /m/login, keeping the query", async () => {
    const router = renderAt("/m/member/home?affiliateCode=AF1&x=1");
    await screen.findByRole("heading", { name: "Log in" }, LAZY_ROUTE);
    expect(router.state.location.pathname).toBe("/m/login");
    // The kept parameters, and the page the guest wanted (issue #35): the login says why, and returns there.
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/m/member/home?affiliateCode=AF1&x=1")}&affiliateCode=AF1`);
    expect(screen.getByTestId("login-reason").textContent).toBe("Log in to continue. You will go straight back to the page you opened.");
  });

  it("§2 a protected route renders with a stored session", async () => {
    sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ token: "t" }));
    renderAt("/m/member/home");
    expect(await screen.findByRole("heading", { name: "My account" }, LAZY_ROUTE)).toBeTruthy();
  });

  it("§2 a token in the query grants the route", async () => {
    renderAt("/m/voucherCenter?token=abc");
    expect(await screen.findByRole("heading", { name: "Deposit" }, LAZY_ROUTE)).toBeTruthy();
  });

  it("§2 feedback without a session goes to /m/home (then on to login)", async () => {
    const router = renderAt("/m/feedback");
    await act(async () => {});
    await screen.findByRole("heading", { name: "Log in" }, LAZY_ROUTE);
    expect(router.state.location.pathname).toBe("/m/login");
  });

  it("§2 public routes render without a session", async () => {
    renderAt("/m/inviteFriends");
    expect(await screen.findByRole("heading", { name: "Invite friends" }, LAZY_ROUTE)).toBeTruthy();
  });

  it("§2 the server's render of a protected route is the checking state, not the page", () => {
    sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify({ token: "t" }));
    const html = renderToString(
      <I18nextProvider i18n={createI18n("EN", EN)}>
        <MemoryRouter initialEntries={["/m/withdraw"]}>
          <AccessGuard redirectTo="/m/login">
            <h1>Withdraw</h1>
          </AccessGuard>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(html).toContain("Checking your session…");
    expect(html).not.toContain("Withdraw");
  });

  it("issue #10: where the edge saw the 'signed in' hint, the server renders the protected page itself", () => {
    const guarded = (signedIn: boolean) =>
      renderToString(
        <AppProviders state={{ ...state, signedIn }} i18n={createI18n("EN", EN)}>
          <MemoryRouter initialEntries={["/m/withdraw"]}>
            <AccessGuard redirectTo="/m/login">
              <h1>Withdraw</h1>
            </AccessGuard>
          </MemoryRouter>
        </AppProviders>,
      );
    expect(guarded(true)).toContain("<h1>Withdraw</h1>");
    expect(guarded(false)).not.toContain("<h1>Withdraw</h1>");
  });

  it("issue #10: the client's rule is the final word: a stale hint without a session still goes to log in", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/m/member/home?r=R1"] });
    render(
      <AppProviders state={{ ...state, signedIn: true }} i18n={createI18n("EN", EN)}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole("heading", { name: "Log in" }, LAZY_ROUTE);
    expect(router.state.location.pathname).toBe("/m/login");
    expect(new URLSearchParams(router.state.location.search).get("r")).toBe("R1");
  });
});
