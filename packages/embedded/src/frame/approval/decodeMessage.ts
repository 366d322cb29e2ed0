const MAX_LENGTH = 4_000

const cut = (text: string) =>
  text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text

/**
 * The text of a personal_sign message for a person to read: `0x` hex that
 * is valid UTF-8 without control characters (other than line breaks and
 * tabs) is decoded; anything else is shown as it came (hex stays hex).
 */
export function decodeMessage(message: unknown): string {
  if (typeof message !== 'string') return cut(JSON.stringify(message) ?? '')
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(message)) return cut(message)
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(message.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the check
    if (text && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
      return cut(text)
  } catch {}
  return cut(message)
}
