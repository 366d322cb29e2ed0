const strict =
  /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Strict standard base64 (padding required); throws a TypeError otherwise. */
export function fromBase64(text: string): Uint8Array {
  if (!strict.test(text)) throw new TypeError('Invalid base64')
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
