/**
 * The Pix "copy and paste" code of a sandbox deposit: a real EMV BR Code layout (Banco Central do Brasil's
 * static-QR format with the amount and a transaction id), so a player sees what a real one looks like.
 * Nothing is payable with it: the merchant's key is made up.
 */
const MERCHANT_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** CRC-16/CCITT-FALSE over the code up to and including "6304", as the BR Code spec asks. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** ASCII only, as the field allows; accents are dropped. */
const plain = (text: string, max: number) =>
  text
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .toUpperCase()
    .slice(0, max);

export function pixCode(amount: number, merchantName: string, transactionId: string): string {
  const body =
    field("00", "01") +
    field("26", field("00", "br.gov.bcb.pix") + field("01", MERCHANT_KEY)) +
    field("52", "0000") +
    field("53", "986") +
    field("54", amount.toFixed(2)) +
    field("58", "BR") +
    field("59", plain(merchantName, 25) || "SANDBOX") +
    field("60", "SAO PAULO") +
    field("62", field("05", transactionId.replace(/[^A-Za-z0-9]/g, "").slice(0, 25))) +
    "6304";
  return body + crc16(body);
}
