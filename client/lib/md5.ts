import blueimpMd5 from "blueimp-md5";

/** MD5 hex digest of the UTF-8 text (SPEC §9 cache keys, §4 device id). WebCrypto has no MD5. */
export function md5(text: string): string {
  return blueimpMd5(text);
}
