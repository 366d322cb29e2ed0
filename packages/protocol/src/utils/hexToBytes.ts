/** Bytes of an even-length hex string (validate it first: see hexToKey). */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) =>
    Number.parseInt(byte, 16),
  )
}
