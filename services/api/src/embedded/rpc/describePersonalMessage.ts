import { revealInvisibleCharacters } from '@latch/common'
import type { EvmMessageReview } from '@latch/common/embedded-protocol'
import { hexToBytes, isHex } from 'viem'

/**
 * personal_sign's message for the screen: hex that is valid UTF-8 and a
 * plain string show as text with invisible characters revealed (and a
 * warning counting them); other hex shows as hex.
 */
export function describePersonalMessage(message: string): EvmMessageReview {
  let text: string | undefined = message
  if (isHex(message)) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(
        hexToBytes(message),
      )
      // Control characters other than tab/newline: binary, show the hex.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the check
      if (/[\u0000-\u0008\u000B-\u001F\u007F]/.test(text)) text = undefined
    } catch {
      text = undefined
    }
  }
  if (text === undefined)
    return { namespace: 'eip155', kind: 'message', hex: message, warnings: [] }
  const revealed = revealInvisibleCharacters(text)
  return {
    namespace: 'eip155',
    kind: 'message',
    text: revealed.text,
    warnings:
      revealed.count > 0
        ? [{ kind: 'invisibleCharacters', count: revealed.count }]
        : [],
  }
}
