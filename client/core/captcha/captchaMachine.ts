/**
 * SPEC §4 Captcha widget: loading -> waiting (ready) -> success (valid result) or
 * error (a message plus a numeric code). Close or reset returns to waiting; retry
 * returns to loading.
 */
export type CaptchaState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "waiting" }
  | { status: "success" }
  | { status: "error"; messageKey: string; code?: number; detail?: string };

export type CaptchaEvent =
  | { type: "load" }
  | { type: "ready" }
  | { type: "success" }
  | { type: "fail"; messageKey: string; code?: number; detail?: string }
  | { type: "close" }
  | { type: "reset" }
  | { type: "retry" };

export function captchaReducer(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case "load":
    case "retry":
      return { status: "loading" };
    case "ready":
      return state.status === "loading" ? { status: "waiting" } : state;
    case "success":
      return { status: "success" };
    case "fail":
      return { status: "error", messageKey: event.messageKey, code: event.code, detail: event.detail };
    case "close":
    case "reset":
      return { status: "waiting" };
  }
}
