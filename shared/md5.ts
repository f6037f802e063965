import { md5 as jsMd5 } from "js-md5";

/** MD5 hex digest of UTF-8 text or of bytes (SPEC §9 cache keys, §4 device id; the OpenSSL key derivation). WebCrypto has no MD5. */
export function md5(input: string | Uint8Array): string {
  return jsMd5(input);
}

/** MD5 of bytes, as bytes. */
export function md5Bytes(input: Uint8Array): Uint8Array {
  return new Uint8Array(jsMd5.arrayBuffer(input));
}
