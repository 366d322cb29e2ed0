import { hexToBytes, isHex } from 'viem'
import type { EvmMessageReview } from '../../embeddedProtocol/review.js'
import { revealInvisibleCharacters } from '../../format/revealInvisibleCharacters.js'
import { decodePrintableText } from '../decodePrintableText.js'

/**
 * personal_sign's message as signed (EIP-191 signs hex as its bytes, any
 * other string as its UTF-8): hex that is printable UTF-8
 * (`decodePrintableText`) and a plain string show as text, invisible and
 * text-direction characters revealed (an `invisibleCharacters` warning
 * counts them); other hex shows as hex.
 *
 * @example
 * describeEvmMessage(stringToHex('gm')) // { kind: 'message', text: 'gm', … }
 * describeEvmMessage('0xff00') // { kind: 'message', hex: '0xff00', … }
 */
export function describeEvmMessage(message: string): EvmMessageReview {
  let text: string | undefined = message
  if (isHex(message))
    try {
      text = decodePrintableText(hexToBytes(message))
    } catch {
      text = undefined
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
