import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { pushNotice } from "../../client/core/notices";
import { noticeQueueAtom } from "../../client/core/notices/queue";

describe("SPEC §8 the notice alert's queue", () => {
  it("§8 the same plain notice is not queued twice while it is shown or waiting; other words are", () => {
    const store = createStore();
    pushNotice(store, { text: "The sandbox refused this request.", code: "sandbox_refused" });
    pushNotice(store, { text: "The sandbox refused this request.", code: "sandbox_refused" });
    pushNotice(store, { key: "errors.timeout" });
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([
      { text: "The sandbox refused this request.", code: "sandbox_refused" },
      { key: "errors.timeout" },
    ]);
  });

  it("§8 once the player closed it, the same words may be said again (a new failure)", () => {
    const store = createStore();
    pushNotice(store, { key: "errors.timeout" });
    store.set(noticeQueueAtom, (queue) => queue.slice(1));
    pushNotice(store, { key: "errors.timeout" });
    expect(store.get(noticeQueueAtom)).toHaveLength(1);
  });

  it("§8 a notice with its own action or confirmation is always queued", () => {
    const store = createStore();
    const confirm = () => {};
    pushNotice(store, { key: "errors.timeout" });
    pushNotice(store, { key: "errors.timeout" }, { onConfirm: confirm });
    pushNotice(store, { key: "errors.timeout" }, { action: { labelKey: "session.goToLogin", to: "/m/login" } });
    expect(store.get(noticeQueueAtom)).toHaveLength(3);
  });
});
