import { act, screen } from "@testing-library/react";
import { createStore } from "jotai";
import { useNavigate, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { Activity } from "#shared/contract";
import { noticeQueueAtom } from "../../client/core/notices/queue";
import { useAskedPromotion } from "../../client/features/home/useAskedPromotion";
import { renderInApp } from "./appHarness";

const LIST = [{ id: "db-welcome-register", title: "Sign up and get 20 free spins" }] as Activity[];

/** The entry page's part that reads `?promotion=`: the sheet it shows, a Close button, and a way to be asked again. */
function Asked({ list }: { list: Activity[] | null }) {
  const { activity, dismiss } = useAskedPromotion(list);
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <output aria-label="address">{search}</output>
      {activity && (
        <section role="dialog" aria-label={activity.title}>
          <button type="button" onClick={dismiss}>
            Close
          </button>
        </section>
      )}
      <button type="button" onClick={() => navigate("/m/index?promotion=db-welcome-register&affiliateCode=AFF3")}>
        Ask again
      </button>
    </>
  );
}

describe("docs/decisions/050 the promotion the entry page's address names", () => {
  it("§2 Close closes the sheet on the tap and takes the parameter out of the address; the same promotion can be asked for again", async () => {
    renderInApp(createStore(), <Asked list={LIST} />, "/m/index?promotion=db-welcome-register&affiliateCode=AFF3");
    expect(screen.getByRole("dialog", { name: "Sign up and get 20 free spins" })).toBeTruthy();
    await act(async () => screen.getByRole("button", { name: "Close" }).click());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("status", { name: "address" }).textContent).toBe("?affiliateCode=AFF3");
    await act(async () => screen.getByRole("button", { name: "Ask again" }).click());
    expect(screen.getByRole("dialog", { name: "Sign up and get 20 free spins" })).toBeTruthy();
  });

  it("§2 a promotion that has ended is said once, and the address forgets it", async () => {
    const store = createStore();
    renderInApp(store, <Asked list={LIST} />, "/m/index?promotion=long-gone&affiliateCode=AFF3");
    await act(async () => undefined);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(store.get(noticeQueueAtom).map((notice) => notice.message)).toEqual([{ key: "activity.notFound" }]);
    expect(screen.getByRole("status", { name: "address" }).textContent).toBe("?affiliateCode=AFF3");
  });
});
