import type { ComponentType } from "react";
import type { SocialChannel } from "./channels";
import styles from "./SocialLogin.module.css";

/**
 * Each provider's own mark, drawn inline (no remote images) to its brand guidelines (docs/decisions/029):
 * Google's four-colour "G" on white, Facebook's blue f-logo, X's black mark on white, LINE's green icon.
 * The marks are never recoloured or redrawn; the button around them carries the provider's name as text.
 */
export function ProviderMark({ channel }: { channel: SocialChannel }) {
  const Mark = MARKS[channel];
  return (
    <span className={styles.mark} data-mark={channel} aria-hidden="true">
      <Mark />
    </span>
  );
}

/** Google's standard "G" (the one its own Sign in with Google button draws), on a white disc as Google asks. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#fff" />
      <g transform="translate(4.5 4.5) scale(0.3125)">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </g>
    </svg>
  );
}

/** Facebook's f-logo: the white "f" cut into the blue disc (#0866FF, Meta's 2023 Facebook blue). */
function FacebookMark() {
  return (
    <svg viewBox="0 0 36 36" width="24" height="24" focusable="false">
      <path fill="#0866FF" d="M15 35.8C6.5 34.3 0 26.9 0 18 0 8.1 8.1 0 18 0s18 8.1 18 18c0 8.9-6.5 16.3-15 17.8l-1-.8h-4l-1 .8z" />
      <path
        fill="#fff"
        d="m25 23 .8-5H21v-3.5c0-1.4.5-2.5 2.7-2.5H26V7.4c-1.3-.2-2.7-.4-4-.4-4.1 0-7 2.5-7 7v4h-4.5v5H15v12.7c1 .2 2 .3 3 .3s2-.1 3-.3V23h4z"
      />
    </svg>
  );
}

/** X's mark in black, on white so it reads on the dark theme (X allows the mark in black or white only). */
function XMark() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#fff" />
      <path
        fill="#000"
        transform="translate(6 6) scale(0.5)"
        d="M18.9 0h3.7l-8 10.2L24 24h-7.4l-5.8-8.4L4.2 24H.5l8.6-10.9L0 0h7.6l5.2 7.7L18.9 0zm-1.3 21.6h2L6.5 2.3H4.3l13.3 19.3z"
      />
    </svg>
  );
}

/** LINE's icon: the white speech bubble, its letters cut out, on LINE green (#06C755) in a rounded square. */
function LineMark() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <rect width="24" height="24" rx="5.5" fill="#06C755" />
      <path
        fill="#fff"
        fillRule="evenodd"
        transform="translate(2.4 2.6) scale(0.8)"
        d="M19.365 9.863c.349 0 .63.285.63.631 0 .345-.281.63-.63.63H17.61v1.125h1.755c.349 0 .63.283.63.63 0 .344-.281.629-.63.629h-2.386c-.345 0-.627-.285-.627-.629V8.108c0-.345.282-.63.63-.63h2.386c.346 0 .627.285.627.63 0 .349-.281.63-.63.63H17.61v1.125h1.755zm-3.855 3.016c0 .27-.174.51-.432.596-.064.021-.133.031-.199.031-.211 0-.391-.09-.51-.25l-2.443-3.317v2.94c0 .344-.279.629-.631.629-.346 0-.626-.285-.626-.629V8.108c0-.27.173-.51.43-.595.06-.023.136-.033.194-.033.195 0 .375.104.495.254l2.462 3.33V8.108c0-.345.282-.63.63-.63.345 0 .63.285.63.63v4.771zm-5.741 0c0 .344-.282.629-.631.629-.345 0-.627-.285-.627-.629V8.108c0-.345.282-.63.63-.63.346 0 .628.285.628.63v4.771zm-2.466.629H4.917c-.345 0-.63-.285-.63-.629V8.108c0-.345.285-.63.63-.63.348 0 .63.285.63.63v4.141h1.756c.348 0 .629.283.629.63 0 .344-.282.629-.629.629M24 10.314C24 4.943 18.615.572 12 .572S0 4.943 0 10.314c0 4.811 4.27 8.842 10.035 9.608.391.082.923.258 1.058.59.12.301.079.766.038 1.08l-.164 1.02c-.045.301-.24 1.186 1.049.645 1.291-.539 6.916-4.078 9.436-6.975C23.176 14.393 24 12.458 24 10.314"
      />
    </svg>
  );
}

const MARKS: Record<SocialChannel, ComponentType> = { google: GoogleMark, facebook: FacebookMark, twitter: XMark, line: LineMark };
