/** The captcha of a form (SPEC §4 Captcha widget, §5). */
export { CaptchaStatus } from "./CaptchaStatus";
export type { CaptchaFields } from "./runCaptcha";
export { type CaptchaControl, useCaptcha } from "./useCaptcha";
export { PlainCaptchaField } from "./PlainCaptchaField";
