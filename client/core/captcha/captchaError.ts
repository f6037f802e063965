/** A captcha that did not pass: the message key to show, and the provider's numeric code when it gave one. */
export class CaptchaError extends Error {
  constructor(
    readonly messageKey: string,
    readonly code?: number,
    readonly detail?: string,
  ) {
    super(detail ?? messageKey);
    this.name = "CaptchaError";
  }
}
