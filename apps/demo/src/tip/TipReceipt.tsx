import { useWaitForTransactionReceipt } from '@latch/react'
import { useEffect } from 'react'
import { messages } from '../messages.js'
import { tipHistory } from './tipHistory.js'

type Props = { hash: `0x${string}`; amount: string; symbol: string }

/**
 * The sent tip's receipt once it is mined (block and transaction), added
 * to "Your tips"; a live region, so the thank-you is announced.
 */
export function TipReceipt({ hash, amount, symbol }: Props) {
  const receipt = useWaitForTransactionReceipt({ hash })
  const block = receipt.data?.blockNumber?.toString()
  const success = receipt.data?.status === 'success'
  useEffect(() => {
    if (!success || !block) return
    tipHistory().add({ hash, amount, symbol, block })
    window.dispatchEvent(new Event('latch-demo:tip'))
  }, [success, block, hash, amount, symbol])
  return (
    <section className="receipt" aria-label={messages.receiptHeading}>
      <p role="status">
        {receipt.data
          ? success
            ? messages.receiptDone(amount, symbol, block ?? '')
            : messages.receiptFailed
          : messages.tipMining}
      </p>
      <dl>
        <dt>{messages.receiptHash}</dt>
        <dd className="mono">{hash}</dd>
      </dl>
    </section>
  )
}
