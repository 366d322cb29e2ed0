/** Lower-case hex of `bytes`. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += (byte < 16 ? '0' : '') + byte.toString(16)
  return hex
}
