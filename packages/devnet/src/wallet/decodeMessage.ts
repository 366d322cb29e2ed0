import { hexToBytes, isHex } from 'viem'

/**
 * What a `personal_sign` message says, for a person: hex decoded as UTF-8
 * when it is valid, printable text; otherwise the hex itself.
 */
export function decodeMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      hexToBytes(message),
    )
    // Printable: no control characters other than tab and line breaks.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)
      ? message
      : text
  } catch {
    return message
  }
}
