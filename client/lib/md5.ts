import SparkMD5 from "spark-md5";

/** MD5 hex digest (SPEC §9 cache keys, §4 device id). WebCrypto has no MD5. */
export function md5(text: string): string {
  return SparkMD5.hash(text);
}
