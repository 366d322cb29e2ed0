const strict =
  /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Strict standard base64 (padding required); throws a TypeError otherwise. */
export function fromBase64(text: string): Uint8Array {
  if (!strict.test(text)) throw new TypeError('Invalid base64')
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
