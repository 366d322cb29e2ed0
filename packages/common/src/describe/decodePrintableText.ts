/** Control characters other than tab and line breaks: binary, not text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the check
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/**
 * The text a message's bytes spell, when they are valid UTF-8 without
 * control characters (tab and line breaks aside); undefined for binary,
 * which a screen shows as hex.
 *
 * @example
 * decodePrintableText(new TextEncoder().encode('gm')) // 'gm'
 * decodePrintableText(new Uint8Array([0xff, 0])) // undefined
 */
export function decodePrintableText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return BINARY.test(text) ? undefined : text
  } catch {
    return undefined
  }
}
