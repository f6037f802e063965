import { act, screen, within } from "@testing-library/react";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { systemStatus } from "#shared/contract";
import { NoticeDialog } from "../../client/app/overlays/NoticeDialog";
import { noticeQueueAtom } from "../../client/core/notices/queue";
import { RequestBridge } from "../../client/core/RequestBridge";
import { languageAtom } from "../../client/core/startup/atoms";
import { call, RequestError } from "../../client/lib/request";
import EN from "../../locales/EN.json";
import { renderInApp, startEachTestSignedOut } from "./appHarness";
import { answerWith, json, type RecordedCall } from "./requestHarness";

/**
 * Issue #36 item 6.2: SPEC §8's status-call rows, shown to the player. The real status call (systemStatus through
 * the request layer) meets a faked fetch, and the notice alert the app shows (RequestBridge wired to NoticeDialog,
 * as in the app shell) is read from the page: its title and its text.
 *
 * "https" and "plain http" are the page's secure context: the request layer reads `isSecureContext`, which a page
 * served over https has and one over plain http (other than localhost) has not. Each test sets it.
 */

startEachTestSignedOut();

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The app's notice alert, in English, with the request layer's effects wired to it as the app shell does. */
function renderNoticeAlert() {
  const store = createStore();
  store.set(languageAtom, "EN");
  renderInApp(
    store,
    <>
      <RequestBridge />
      <NoticeDialog />
    </>,
  );
  return store;
}

/** Makes the status call the app makes at start-up, and returns how it failed. */
async function statusCallFails(): Promise<RequestError> {
  let failure: unknown;
  await act(async () => {
    failure = await call(systemStatus, { query: { device: "MOBILE" } }).then(
      () => new Error("the status call should have failed"),
      (error: unknown) => error,
    );
  });
  expect(failure).toBeInstanceOf(RequestError);
  return failure as RequestError;
}

/** The one notice alert on the page: its title and its text. */
function shownNotice(): { title: string; text: string } {
  const dialog = screen.getByRole("alertdialog");
  expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
  return {
    title: within(dialog).getByRole("heading").textContent ?? "",
    text: document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
  };
}

function expectStatusCall(calls: RecordedCall[]) {
  expect(calls.map((recorded) => recorded.url.pathname)).toEqual([systemStatus.path]);
  expect(calls[0]!.url.searchParams.get("device")).toBe("MOBILE");
}

describe("issue #36 SPEC §8 status call, other error with errorCode, or on https: alert titled Notice with the server message (or Error)", () => {
  it("§8 over https, an answer with errorCode some_code and the message 'Servidor ocupado' shows a Notice with that message", async () => {
    vi.stubGlobal("isSecureContext", true);
    const store = renderNoticeAlert();
    const calls = answerWith(() => json({ success: false, errorCode: "some_code", message: "Servidor ocupado" }));
    const failure = await statusCallFails();
    expectStatusCall(calls);
    expect(shownNotice()).toEqual({ title: "Notice", text: "Servidor ocupado" });
    expect(EN["notice.title"]).toBe("Notice");
    expect(store.get(noticeQueueAtom)).toHaveLength(1);
    expect(failure).toMatchObject({ kind: "rejected", errorCode: "some_code" });
  });

  it("§8 over https, a refusal without a code still shows a Notice with the server's message", async () => {
    vi.stubGlobal("isSecureContext", true);
    renderNoticeAlert();
    answerWith(() => json({ success: false, message: "Servidor ocupado" }));
    await statusCallFails();
    expect(shownNotice()).toEqual({ title: "Notice", text: "Servidor ocupado" });
  });

  it("§8 over https, an HTTP error without a message shows a Notice saying Error", async () => {
    vi.stubGlobal("isSecureContext", true);
    renderNoticeAlert();
    answerWith(() => json({ success: false }, 500));
    await statusCallFails();
    expect(shownNotice()).toEqual({ title: "Notice", text: "Error" });
    expect(EN["errors.generic"]).toBe("Error");
  });

  it("§8 on plain http, an answer with an errorCode shows a Notice with the server's message (the code decides, not the scheme)", async () => {
    vi.stubGlobal("isSecureContext", false);
    renderNoticeAlert();
    answerWith(() => json({ success: false, errorCode: "some_code", message: "Servidor ocupado" }));
    await statusCallFails();
    expect(shownNotice()).toEqual({ title: "Notice", text: "Servidor ocupado" });
  });
});

describe("issue #36 SPEC §8 status call on plain http without code: Network Error / CORS Errors (errors.networkCors)", () => {
  it("§8 on plain http with no answer at all (fetch rejects with TypeError), the networkCors notice shows", async () => {
    vi.stubGlobal("isSecureContext", false);
    renderNoticeAlert();
    const calls = answerWith(() => Promise.reject(new TypeError("Failed to fetch")));
    const failure = await statusCallFails();
    expectStatusCall(calls);
    expect(failure.kind).toBe("network");
    expect(shownNotice()).toEqual({ title: "Notice", text: EN["errors.networkCors"] });
  });

  it("§8 on plain http, a refusal without a code shows the networkCors notice, not the server's words", async () => {
    vi.stubGlobal("isSecureContext", false);
    renderNoticeAlert();
    answerWith(() => json({ success: false, message: "Servidor ocupado" }));
    await statusCallFails();
    expect(shownNotice()).toEqual({ title: "Notice", text: EN["errors.networkCors"] });
  });

  it("§8 on plain http, an HTTP error without a code shows the networkCors notice", async () => {
    vi.stubGlobal("isSecureContext", false);
    renderNoticeAlert();
    answerWith(() => json({ message: "Bad gateway" }, 503));
    await statusCallFails();
    expect(shownNotice()).toEqual({ title: "Notice", text: EN["errors.networkCors"] });
  });
});
