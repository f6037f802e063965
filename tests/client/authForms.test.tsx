import { generateKeyPairSync } from "node:crypto";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "../../client/features/auth/LoginForm";
import { SecondFactorDialog } from "../../client/features/auth/SecondFactorDialog";
import { ChangePasswordPage } from "../../client/features/auth/ChangePasswordPage";
import { noticeQueueAtom } from "../../client/core/notices/queue";
import { merchantAtom, siteSettingsAtom } from "../../client/core/startup/atoms";
import type { SiteSettings } from "#shared/contract";
import { DEMO_BRAND, renderInApp, startEachTestSignedOut } from "./appHarness";
import { answerWith, json, postsTo, recordEffects, type RecordedCall } from "./requestHarness";

const spki = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "der" }).toString("base64");
const LOGIN_VALUE = { id: 1, token: "t", userName: "player1", customerType: 0, firstTimeLogin: false, passwordExpired: false, updatePassword: false };
const COUNTRY = { countries: [], countryCode: "BR", countryDialingCode: "55", currencySymbol: "R$", currency: "BRL" };
const CHOICE = { country: null, dialingCode: "55", setDialingCode: () => {}, shown: false, enabled: true };

type Platform = (url: URL) => Response | Promise<Response>;
/** The sandbox as the form meets it: the country, the RSA key, and `login` for the login call. */
function platform(login: Platform): Platform {
  return (url) => {
    if (url.pathname.endsWith("/key/rsa")) return json({ success: true, value: { publicKey: spki } });
    if (url.pathname === "/wps/session/login") return login(url);
    return json({ success: true, value: COUNTRY });
  };
}
const noConnection: Platform = () => Promise.reject(new TypeError("Failed to fetch"));

let online = true;
async function flush() {
  for (let i = 0; i < 30; i++) await act(async () => {});
}

function renderLogin() {
  const store = createStore();
  store.set(merchantAtom, DEMO_BRAND);
  store.set(siteSettingsAtom, { whitelabel: {} } as unknown as SiteSettings);
  const router = renderInApp(
    store,
    [
      { path: "/m/login", element: <LoginForm /> },
      { path: "/m/home", element: <h1>Home</h1> },
    ],
    "/m/login",
  );
  return { store, router };
}
const logIn = () => fireEvent.click(screen.getByRole("button", { name: "Log in" }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const byLabel = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("Issue #14 the sign-in form's states", () => {
  startEachTestSignedOut();
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  });
  afterEach(() => localStorage.clear());

  it("§5 a field's error goes as soon as the field is put right, the others stay until theirs is", async () => {
    answerWith(platform(() => json({ success: true, value: LOGIN_VALUE })));
    renderLogin();
    await flush();
    logIn();
    await flush();
    expect(screen.getByText("Enter your username.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    type("Username", "pl");
    expect(screen.getByText("Use 4 to 16 letters, digits or underscores.")).toBeTruthy();
    type("Username", "player1");
    expect(screen.queryByText("Use 4 to 16 letters, digits or underscores.")).toBeNull();
    expect(screen.queryByText("Enter your username.")).toBeNull();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    type("Password", "Demo1234");
    expect(screen.queryByText("Enter your password.")).toBeNull();
    expect(byLabel("Username").getAttribute("aria-invalid")).toBeNull();
  });

  it("§4 SMS login: 'Enter your mobile number' from Send code goes once a valid number is typed", async () => {
    answerWith(platform(() => json({ success: true, value: LOGIN_VALUE })));
    renderLogin();
    await flush();
    fireEvent.click(screen.getByRole("tab", { name: "SMS code" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send code" }));
    await flush();
    expect(screen.getByText("Enter your mobile number.")).toBeTruthy();
    expect(document.activeElement).toBe(byLabel("Mobile number"));
    // Nothing else is judged before the player tries to log in: the code's field says nothing yet.
    type("Mobile number", "119");
    expect(screen.getByText("Enter digits only, 6 to 15 of them.")).toBeTruthy();
    type("Mobile number", "(11) 91234-5678");
    expect(byLabel("Mobile number").value).toBe("11912345678");
    expect(screen.queryByText("Enter digits only, 6 to 15 of them.")).toBeNull();
    expect(screen.queryByText("Enter the verification code.")).toBeNull();
  });

  it("§4 SMS login: a number texted too often is told so, and Send code counts down to when it may be texted again", async () => {
    answerWith((url) =>
      url.pathname === "/wps/verification/sms/noLogin"
        ? json({ success: false, errorCode: "sms_too_frequent", message: "server words", value: { retryAfterMs: 50_000 } })
        : platform(() => json({ success: true, value: LOGIN_VALUE }))(url),
    );
    const effects = recordEffects();
    renderLogin();
    await flush();
    fireEvent.click(screen.getByRole("tab", { name: "SMS code" }));
    type("Mobile number", "11912345678");
    fireEvent.click(await screen.findByRole("button", { name: "Send code" }));
    await waitFor(() => expect(screen.getByRole("button", { name: /^Resend in 0:[45]\d$/ })).toHaveProperty("disabled", true));
    // The request layer tells the player, in our words for the code (docs/decisions/008).
    expect(effects.notices).toEqual([{ text: "server words", code: "sms_too_frequent" }]);
  });

  it("§8 login.cred.err: the password is emptied and focused when the notice opens, the username is kept", async () => {
    const calls = answerWith(platform(() => json({ success: false, errorCode: "login.cred.err", message: "The username or password is incorrect." })));
    const { store } = renderLogin();
    await flush();
    type("Username", "player1");
    type("Password", "wrong-pass");
    logIn();
    await waitFor(() => expect(store.get(noticeQueueAtom)).toHaveLength(1));
    expect(postsTo(calls, "/wps/session/login")).toHaveLength(1);
    expect(byLabel("Username").value).toBe("player1");
    expect(byLabel("Password").value).toBe("");
    expect(document.activeElement).toBe(byLabel("Password"));
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ text: "The username or password is incorrect.", code: "login.cred.err" }]);
    // No problem is claimed for the emptied field until the player tries again.
    expect(screen.queryByText("Enter your password.")).toBeNull();
  });

  it("§8 offline: Log in says there is no connection, sends nothing, keeps what was typed; online again, the same tap signs in", async () => {
    const calls = answerWith(platform(() => json({ success: true, value: LOGIN_VALUE })));
    const { router } = renderLogin();
    await flush();
    type("Username", "player1");
    type("Password", "Demo1234");
    online = false;
    const before = calls.length;
    logIn();
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("No internet connection. What you typed is kept: try again once you are back online.");
    expect(calls.length).toBe(before);
    expect(byLabel("Username").value).toBe("player1");
    expect(byLabel("Password").value).toBe("Demo1234");
    online = true;
    logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/home"));
  });

  it("§8 the RSA key cannot be fetched (the connection drops): the form says so, never 'Missing Encryption', and keeps the form", async () => {
    let calls: RecordedCall[] = answerWith(platform(() => json({ success: true, value: LOGIN_VALUE })));
    const { store, router } = renderLogin();
    await flush();
    type("Username", "player1");
    type("Password", "Demo1234");
    vi.mocked(globalThis.fetch).mockRestore();
    calls = answerWith(noConnection);
    logIn();
    await screen.findByRole("alert");
    expect(calls.map((call) => call.url.pathname)).toEqual(["/wps/session/key/rsa"]);
    expect(screen.getByRole("alert").textContent).toBe("We could not reach the server. What you typed is kept: please try again.");
    expect(screen.queryByText(/Missing Encryption/)).toBeNull();
    expect(store.get(noticeQueueAtom)).toEqual([]);
    expect(byLabel("Password").value).toBe("Demo1234");
    vi.mocked(globalThis.fetch).mockRestore();
    answerWith(platform(() => json({ success: true, value: LOGIN_VALUE })));
    logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/home"));
  });

  it("§8 a connection failure does not forget the remembered login (nothing was refused)", async () => {
    localStorage.setItem("MC_REMEMBERED_LOGIN", JSON.stringify({ username: "player1", type: "username", merchant: "DEMO", autoLogin: 1 }));
    answerWith(platform(noConnection));
    renderLogin();
    await flush();
    expect(byLabel("Username").value).toBe("player1");
    type("Password", "Demo1234");
    logIn();
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not reach the server/);
    expect(localStorage.getItem("MC_REMEMBERED_LOGIN")).toContain("player1");
  });

  it("Issue #14 fields: maxlength, autocomplete, inputmode and enterkeyhint; Next moves to the next field", async () => {
    answerWith(platform(() => json({ success: true, value: LOGIN_VALUE })));
    renderLogin();
    await flush();
    const attributes = (label: string) => {
      const input = byLabel(label);
      return ["maxlength", "autocomplete", "inputmode", "enterkeyhint", "type"].map((name) => input.getAttribute(name));
    };
    expect(attributes("Username")).toEqual(["16", "username", null, "next", null]);
    expect(attributes("Password")).toEqual(["20", "current-password", null, "go", "password"]);
    byLabel("Username").focus();
    fireEvent.keyDown(byLabel("Username"), { key: "Enter" });
    expect(document.activeElement).toBe(byLabel("Password"));
    fireEvent.click(screen.getByRole("tab", { name: "SMS code" }));
    await screen.findByLabelText("Mobile number");
    expect(attributes("Mobile number")).toEqual(["15", "tel-national", "numeric", "next", "tel"]);
    expect(attributes("Verification code")).toEqual(["8", "one-time-code", "numeric", "go", null]);
  });
});

describe("Issue #14 the second factor and the password change", () => {
  startEachTestSignedOut();

  it("§5 second factor: 'Fill in this field.' goes once the field is filled; a bad number for Send code says so", async () => {
    answerWith(() => json({ success: true, value: COUNTRY }));
    renderInApp(
      createStore(),
      <SecondFactorDialog username="u" password="p" offer={{ methods: ["email", "sms"] }} country={CHOICE} onVerified={() => {}} onClose={() => {}} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await flush();
    expect(screen.getByText("Fill in this field.")).toBeTruthy();
    type("Email address", "ana@demo.example");
    expect(screen.queryByText("Fill in this field.")).toBeNull();
    expect(byLabel("Email address").getAttribute("autocomplete")).toBe("email");
    fireEvent.click(screen.getByRole("tab", { name: "SMS" }));
    type("Mobile number", "12");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await flush();
    expect(screen.getByText("Enter digits only, 6 to 15 of them.")).toBeTruthy();
    type("Mobile number", "11912345678");
    expect(screen.queryByText("Enter digits only, 6 to 15 of them.")).toBeNull();
    expect(byLabel("Verification code").getAttribute("autocomplete")).toBe("one-time-code");
  });

  it("§2 /m/changePsw: each problem goes as soon as its field is put right", async () => {
    renderInApp(createStore(), <ChangePasswordPage />, "/m/changePsw");
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    await flush();
    expect(screen.getAllByText("Enter your password.")).toHaveLength(2);
    type("Current password", "Old12345");
    expect(screen.getAllByText("Enter your password.")).toHaveLength(1);
    type("New password", "New12345");
    expect(screen.getByText("The two passwords do not match.")).toBeTruthy();
    type("Repeat the new password", "New12345");
    expect(screen.queryByText("The two passwords do not match.")).toBeNull();
    expect(byLabel("New password").getAttribute("autocomplete")).toBe("new-password");
  });
});
