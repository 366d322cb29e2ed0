import {
  type DescriptionRow,
  formatBaseUnits,
  type RequestDescription,
} from '@latch/common/describe'
import type { BitcoinReviewText } from './BitcoinReviewText.js'
import type { BitcoinRequestReview } from './describeBitcoinRequest.js'

const btc = (sats: string) => formatBaseUnits(sats, 8)

/** A PSBT's lines: inputs, outputs, fee. */
function psbtRows(
  text: BitcoinReviewText,
  psbt: NonNullable<BitcoinRequestReview['psbt']>,
): DescriptionRow[] {
  if ('error' in psbt)
    return [{ label: text.inputs, value: text.unreadable(psbt.error) }]
  const inputs = psbt.inputs.map(({ index, amount }) =>
    text.psbtInput(index, amount === undefined ? '?' : btc(amount)),
  )
  const outputs = psbt.outputs.map(({ address, amount }) =>
    text.psbtOutput(address ?? text.unknownScript, btc(amount)),
  )
  return [
    { label: text.inputs, value: inputs.join('\n') || text.none },
    { label: text.outputs, value: outputs.join('\n') || text.none },
    ...(psbt.fee === undefined
      ? []
      : [{ label: text.fee, value: text.btcAmount(btc(psbt.fee)) }]),
  ]
}

/**
 * A Bitcoin request's review (`describeBitcoinRequest`) in the words of
 * `text`: the account; signMessage's message and signature type;
 * signPsbt's inputs, outputs (address or "non-standard script") and fee in
 * BTC, the inputs to sign, whether it is broadcast; sendTransfer's
 * receiver, amount in BTC and memo; another method's params. Plain text
 * only: the describer reveals invisible characters in what it decodes.
 *
 * @example
 * wordBitcoinReview('signMessage', describeBitcoinRequest('signMessage', params, { chainId }), messages.bitcoin)
 * // { title: 'Sign message', details: [{ label: 'Account', … }, { label: 'Message', … }, …], warnings: [] }
 */
export function wordBitcoinReview(
  method: string,
  review: BitcoinRequestReview,
  text: BitcoinReviewText,
): RequestDescription {
  const rows: DescriptionRow[] = []
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined) rows.push({ label, value })
  }
  add(text.account, review.account)
  add(text.message, review.message)
  if (review.protocol)
    add(
      text.signatureType,
      review.protocol === 'ecdsa' ? text.legacyEcdsa : text.bip322Simple,
    )
  if (review.psbt) rows.push(...psbtRows(text, review.psbt))
  if (review.signInputs)
    add(
      text.signInputs,
      review.signInputs.map((i) => `#${i}`).join(', ') || text.none,
    )
  if (review.broadcast !== undefined)
    add(text.broadcast, review.broadcast ? text.yes : text.no)
  add(text.recipient, review.recipient)
  add(
    text.amount,
    review.sats === undefined
      ? review.amount
      : text.btcAmount(btc(review.sats)),
  )
  add(text.memo, review.memo)
  add(text.params, review.params)
  return {
    title: text.title(method),
    details: rows,
    warnings: (review.warnings ?? []).map((w) =>
      text.invisibleCharacters(w.count),
    ),
  }
}
