import QRCode from "qrcode";
import { act, fireEvent, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { generateKeyPairSync } from "node:crypto";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../client/lib/i18n";
import { lazyPart } from "../../client/lib/ui/lazyPart";
import { OptionalPart } from "../../client/lib/ui/OptionalPart";
import { beginHydration, useHydrated } from "../../client/lib/useHydrated";
import { noticeQueueAtom } from "../../client/core/notices/queue";
import { sessionAtom } from "../../client/core/session";
import { balanceAtom, transactionCountsAtom } from "../../client/core/wallet";
import { DepositPage } from "../../client/features/wallet/DepositPage";
import { HeaderBalance } from "../../client/features/wallet/HeaderBalance";
import { WithdrawPage } from "../../client/features/wallet/WithdrawPage";
import { edgeSignedInAtom, languageAtom } from "../../client/core/startup/atoms";
import type { DepositOrder, DepositSettings } from "#shared/contract";
import EN from "../../locales/EN.json";
import { renderInApp, signIn, startEachTestSignedOut } from "./appHarness";
import { answerWith, json, postsTo } from "./requestHarness";
import { COUNTS, INFO } from "./walletFixtures";

const { publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const SPKI = publicKey.export({ type: "spki", format: "der" }).toString("base64");

const SETTINGS: DepositSettings = {
  currency: "BRL",
  decimals: 2,
  channels: [
    { id: "pix", name: "Pix", kind: "PIX", min: 10, max: 50_000 },
    { id: "ted", name: "TED", kind: "BANK", min: 50, max: 100_000 },
  ],
  amountChoices: [20, 50, 100],
};
const ORDER: DepositOrder = {
  id: 7,
  channelId: "pix",
  amount: 100,
  currency: "BRL",
  status: "pending",
  pixCode: "00020126580014br.gov.bcb.pix6304ABCD",
  reference: "DEP-00000007",
  createdAt: 1,
};

function renderWith(element: ReactElement) {
  const store = createStore();
  store.set(languageAtom, "EN");
  signIn(store);
  renderInApp(store, element, "/m/voucherCenter");
  return store;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

startEachTestSignedOut();

describe("SPEC §2 /m/voucherCenter deposit", () => {
  it("issue #35: the counts' line keeps its place while they load, so nothing under it moves under a tap", async () => {
    answerWith(() => json({ success: true, value: SETTINGS }));
    const store = renderWith(<DepositPage />);
    await screen.findByRole("button", { name: EN["wallet.deposit.submit"] });
    act(() => store.set(transactionCountsAtom, { status: "loading", value: null }));
    const placeholder = [...document.querySelectorAll('p[aria-hidden="true"]')].find((node) => node.textContent?.startsWith("Completed"));
    expect(screen.queryByTestId("wallet-counts")).toBeNull();
    expect(placeholder?.textContent).toBe("Completed deposits: 0 · Completed withdrawals: 0");
    act(() => store.set(transactionCountsAtom, { status: "ready", value: { ...COUNTS, totalDepositSuccessCount: 2 } }));
    expect(screen.getByTestId("wallet-counts").textContent).toBe("Completed deposits: 2 · Completed withdrawals: 0");
  });

  it("§5 bad amounts show their message and nothing is sent", async () => {
    const calls = answerWith(() => json({ success: true, value: SETTINGS }));
    renderWith(<DepositPage />);
    const submit = await screen.findByRole("button", { name: EN["wallet.deposit.submit"] });
    const amount = screen.getByLabelText(EN["wallet.amount.label"]);
    fireEvent.click(submit);
    expect(screen.getByText(EN["wallet.amount.required"])).toBeTruthy();
    fireEvent.change(amount, { target: { value: "abc" } });
    expect(screen.getByText(EN["wallet.amount.notANumber"])).toBeTruthy();
    fireEvent.change(amount, { target: { value: "-5" } });
    expect(screen.getByText(EN["wallet.amount.negative"])).toBeTruthy();
    fireEvent.change(amount, { target: { value: "0" } });
    expect(screen.getByText(EN["wallet.amount.zero"])).toBeTruthy();
    fireEvent.change(amount, { target: { value: "10,1234" } });
    expect(screen.getByText("Use at most 2 decimal places.")).toBeTruthy();
    // Issue #34: in English, "10,123" reais is ten reais in Brazil's way and ten thousand in English: refused, both named.
    fireEvent.change(amount, { target: { value: "10,123" } });
    expect(screen.getByRole("alert").textContent).toMatch(/“10,123” could mean R\$\s10,123 or R\$\s10\.123,00\. .*for example 10123\./);
    fireEvent.change(amount, { target: { value: "5" } });
    expect(screen.getByText(/The minimum is R\$\s10,00\./)).toBeTruthy();
    fireEvent.change(amount, { target: { value: "60000" } });
    expect(screen.getByText(/The maximum is R\$\s50\.000,00\./)).toBeTruthy();
    // Another channel, other limits: the amount is checked again against the chosen channel's.
    fireEvent.change(amount, { target: { value: "20" } });
    fireEvent.click(screen.getByRole("radio", { name: /TED/ }));
    expect(screen.getByText(/The minimum is R\$\s50,00\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Pix/ }));
    expect(screen.queryByText(/The minimum is/)).toBeNull();
    fireEvent.change(amount, { target: { value: "60000" } });
    fireEvent.click(submit);
    await settle();
    expect(postsTo(calls, "/wps/relay/MCSFE_submitDeposit")).toHaveLength(0);
  });

  it("§2 a chip fills the amount; the deposit is sent once, encrypted, shows Pix while pending and completes when the polling brings new counts", async () => {
    let status: DepositOrder["status"] = "pending";
    const calls = answerWith((url) => {
      if (url.pathname === "/wps/session/key/rsa") return json({ success: true, value: { publicKey: SPKI } });
      if (url.pathname === "/wps/relay/MCSFE_submitDeposit") return json({ success: true, value: ORDER });
      if (url.pathname === "/wps/relay/MCSFE_getDepositOrder") return json({ success: true, value: { ...ORDER, status } });
      return json({ success: true, value: SETTINGS });
    });
    const store = renderWith(<DepositPage />);
    fireEvent.click(await screen.findByRole("button", { name: /R\$\s100,00/ }));
    expect((screen.getByLabelText(EN["wallet.amount.label"]) as HTMLInputElement).value).toBe("100");
    const submit = screen.getByRole("button", { name: EN["wallet.deposit.submit"] });
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    // Issue #34: nothing is sent before the player confirms the amount and the channel.
    expect(postsTo(calls, "/wps/relay/MCSFE_submitDeposit")).toHaveLength(0);
    expect(screen.getByTestId("money-confirmation").textContent).toMatch(/R\$\s100,00.*Pix/);
    const confirm = screen.getByRole("button", { name: EN["wallet.confirm.send"] });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(await screen.findByText(EN["wallet.deposit.pending"])).toBeTruthy();
    const sent = postsTo(calls, "/wps/relay/MCSFE_submitDeposit");
    expect(sent).toHaveLength(1);
    expect(new Headers(sent[0]!.init.headers).get("Encryption")).toBeTruthy();
    expect(String(sent[0]!.init.body)).not.toContain("requestId");
    expect(screen.getByTestId("pix-code").textContent).toBe(ORDER.pixCode);
    // A real QR code of that text (the encoder's own matrix), on a white quiet zone, named for screen readers.
    const qr = screen.getByRole("img", { name: EN["wallet.pix.qrLabel"] });
    const { modules } = QRCode.create(ORDER.pixCode!, { errorCorrectionLevel: "M" });
    const dark = Array.from({ length: modules.size * modules.size }, (_, index) => modules.get(Math.floor(index / modules.size), index % modules.size)).filter(
      Boolean,
    );
    expect(qr.querySelectorAll("rect")).toHaveLength(dark.length + 1);

    status = "completed";
    // The pending status listens to the counts from an effect, which React may run a moment after the commit that
    // showed the status: the new counts come once it listens, as the polling's answer would (1 run in ~30 was lost).
    await act(async () => {});
    act(() => store.set(transactionCountsAtom, { status: "ready", value: { ...COUNTS, totalDepositSuccessCount: 1 } }));
    expect(await screen.findByText(EN["wallet.deposit.completed"], {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByTestId("pix-code")).toBeNull();
  });
});

describe("SPEC §2 /m/withdraw", () => {
  it("§2 a withdrawal above the balance is refused on the screen, and nothing is sent", async () => {
    const calls = answerWith(() => json({ success: true, value: INFO }));
    renderWith(<WithdrawPage />);
    const amount = await screen.findByLabelText(EN["wallet.amount.label"]);
    fireEvent.change(amount, { target: { value: "300,01" } });
    fireEvent.click(screen.getByRole("button", { name: EN["wallet.withdraw.submit"] }));
    expect(screen.getByText(/This is more than your balance of R\$\s300,00\./)).toBeTruthy();
    await settle();
    expect(postsTo(calls, "/wps/relay/MCSFE_submitWithdraw")).toHaveLength(0);
  });

  it("§8 the platform's refusal is told in a notice with its message", async () => {
    answerWith((url) => {
      if (url.pathname === "/wps/session/key/rsa") return json({ success: true, value: { publicKey: SPKI } });
      if (url.pathname === "/wps/relay/MCSFE_submitWithdraw") {
        return json({ success: false, errorCode: "insufficient_funds", message: EN["errors.code.insufficient_funds"] });
      }
      return json({ success: true, value: INFO });
    });
    const store = renderWith(<WithdrawPage />);
    fireEvent.change(await screen.findByLabelText(EN["wallet.amount.label"]), { target: { value: "250" } });
    expect(screen.getByText(/R\$\s2,50/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: EN["wallet.withdraw.submit"] }));
    fireEvent.click(await screen.findByRole("button", { name: EN["wallet.confirm.send"] }));
    await screen.findByText(/This is more than your balance/);
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ text: EN["errors.code.insufficient_funds"], code: "insufficient_funds" }]);
  });
});

describe("Header balance", () => {
  it("members see the balance in the merchant's currency format and a deposit button; guests see nothing", async () => {
    answerWith(() => json({ success: true, value: { balance: 2_500, currency: "BRL" } }));
    const store = renderWith(<HeaderBalance />);
    act(() => store.set(balanceAtom, { status: "ready", value: { balance: 1_000, currency: "BRL" } }));
    const amount = await screen.findByTestId("header-balance");
    expect(amount.textContent).toMatch(/R\$\s1\.000,00/);
    expect(screen.getByRole("link", { name: EN["wallet.header.deposit"] }).getAttribute("href")).toBe("/m/voucherCenter");
    fireEvent.click(amount);
    await settle();
    expect(screen.getByTestId("header-balance").textContent).toMatch(/R\$\s2\.500,00/);
    act(() => store.set(sessionAtom, null));
    expect(screen.queryByTestId("header-balance")).toBeNull();
  });

  it("a failed first load shows Retry, which asks again", async () => {
    let fail = true;
    answerWith(() =>
      fail ? json({ success: false, errorCode: "internal_error", message: "x" }, 500) : json({ success: true, value: { balance: 7, currency: "AED" } }),
    );
    const store = renderWith(<HeaderBalance />);
    expect(screen.getByRole("status")).toBeTruthy();
    act(() => store.set(balanceAtom, { status: "error", value: null, error: new Error("x") }));
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: EN["wallet.header.retry"] }));
    await settle();
    expect(screen.getByTestId("header-balance").textContent).toMatch(/7\.00/);
  });
});

describe("issue #37 the header balance hydrates as the server rendered it", () => {
  it("a balance that arrived before the header's code came is shown once the header has hydrated over the server's markup", async () => {
    const page = (store: ReturnType<typeof createStore>, part: ReactElement) => (
      <Provider store={store}>
        <I18nextProvider i18n={createI18n("EN", EN)}>
          <MemoryRouter initialEntries={["/m/home"]}>
            <HydrationMark />
            <OptionalPart>{part}</OptionalPart>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>
    );
    // The edge saw the signed-in hint; it never has the balance.
    const server = createStore();
    server.set(edgeSignedInAtom, true);
    const container = document.createElement("div");
    document.body.append(container);
    // From here until the page's first commit, nothing has hydrated (on the server, nothing ever does).
    beginHydration();
    container.innerHTML = renderToString(page(server, <HeaderBalance />));
    expect(container.querySelector("[role=status]")).not.toBeNull();

    // In the browser the session is read and the balance arrives before the header's code does.
    const browser = createStore();
    browser.set(edgeSignedInAtom, true);
    signIn(browser);
    browser.set(balanceAtom, { status: "ready", value: { balance: 1_000, currency: "BRL" } });
    const LaterHeaderBalance = lazyPart(() => Promise.resolve({ default: HeaderBalance }));
    const errors: unknown[] = [];
    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(container, page(browser, <LaterHeaderBalance />), { onRecoverableError: (error) => errors.push(error) });
    });
    await vi.waitFor(() => expect(container.querySelector("[data-testid=header-balance]")?.textContent).toMatch(/R\$\s1\.000,00/));
    expect(errors).toEqual([]);
    act(() => root!.unmount());
    container.remove();
  });
});

function HydrationMark() {
  useHydrated();
  return null;
}
