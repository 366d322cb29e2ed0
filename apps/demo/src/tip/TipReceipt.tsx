import { messages } from '../messages.js'

/** A sent tip: its hash, then its block once mined (or why it failed). */
export type SentTip = {
  hash: `0x${string}`
  amount: string
  symbol: string
  /** Set once mined: the block, or `failed` when it reverted. */
  block?: string | 'failed' | undefined
  /** Why the receipt could not be read. */
  error?: string | undefined
}

/**
 * The sent tip's receipt: "Sending…" until it is mined, then the block
 * with a thank-you (a live region, so it is announced).
 */
export function TipReceipt({ hash, amount, symbol, block, error }: SentTip) {
  return (
    <section className="receipt" aria-label={messages.receiptHeading}>
      <p role="status">
        {error ??
          (block === undefined
            ? messages.tipMining
            : block === 'failed'
              ? messages.receiptFailed
              : messages.receiptDone(amount, symbol, block))}
      </p>
      <dl>
        <dt>{messages.receiptHash}</dt>
        <dd className="mono">{hash}</dd>
      </dl>
    </section>
  )
}
