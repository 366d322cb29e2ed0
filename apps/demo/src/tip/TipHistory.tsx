import { useLatch, useLatchAccount } from '@latch/react'
import { useEffect, useId, useState } from 'react'
import { messages } from '../messages.js'
import { tipHistory } from './tipHistory.js'

/**
 * "Your tips": what this browser sent (newest first), and a button to the
 * connected account's whole activity in the modal.
 */
export function TipHistory() {
  const headingId = useId()
  const { open } = useLatch()
  const { isConnected } = useLatchAccount()
  const [tips, setTips] = useState(() => tipHistory().read())
  useEffect(() => {
    const update = () => setTips(tipHistory().read())
    window.addEventListener('latch-demo:tip', update)
    return () => window.removeEventListener('latch-demo:tip', update)
  }, [])
  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId}>{messages.historyHeading}</h2>
      {tips.length === 0 ? (
        <p className="reason">{messages.historyEmpty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="tips">
          {tips.map((tip) => (
            <li key={tip.hash}>
              <span>{messages.historyRow(tip.amount, tip.symbol)}</span>
              <span className="mono">{`${tip.hash.slice(0, 10)}…`}</span>
            </li>
          ))}
        </ul>
      )}
      {isConnected && (
        <button type="button" onClick={() => void open({ view: 'Account' })}>
          {messages.openActivity}
        </button>
      )}
    </section>
  )
}
