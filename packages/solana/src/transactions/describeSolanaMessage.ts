import { revealInvisibleCharacters } from '@latch/common'
import { decodePrintableText } from '@latch/common/describe'
import { getBase16Decoder } from '@solana/kit'
import type { SolanaRequestReview } from './SolanaRequestReview.js'

/**
 * solana_signMessage's bytes as signed: printable UTF-8 as text, invisible
 * and text-direction characters revealed (counted in an
 * `invisibleCharacters` warning), and always the hex; `format: 'offchain'`
 * for a message signed inside the off-chain envelope.
 *
 * @example
 * describeSolanaMessage(new TextEncoder().encode('gm'))
 * // { text: 'gm', hex: '676d' }
 */
export function describeSolanaMessage(
  bytes: Uint8Array,
  { format = 'raw' }: { format?: 'raw' | 'offchain' | undefined } = {},
): Pick<SolanaRequestReview, 'text' | 'hex' | 'format' | 'warnings'> {
  const text = decodePrintableText(bytes)
  const revealed =
    text === undefined ? undefined : revealInvisibleCharacters(text)
  return {
    ...(revealed && { text: revealed.text }),
    hex: getBase16Decoder().decode(bytes),
    ...(format === 'offchain' && { format }),
    ...(revealed &&
      revealed.count > 0 && {
        warnings: [{ kind: 'invisibleCharacters', count: revealed.count }],
      }),
  }
}
