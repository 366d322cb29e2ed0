import { useState } from 'react'
import { messages } from './messages.js'

/** The labelled field a wc: URI is pasted into. */
export function PairForm({
  disabled,
  onPair,
}: {
  disabled: boolean
  onPair(uri: string): Promise<void>
}) {
  const [uri, setUri] = useState('')
  return (
    <section aria-labelledby="pair-heading">
      <h2 id="pair-heading">{messages.pairHeading}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void onPair(uri).then(() => setUri(''))
        }}
      >
        <label htmlFor="pair-uri">{messages.uriLabel}</label>
        <p id="pair-hint" className="hint">
          {messages.pairHint}
        </p>
        <div className="row">
          <input
            id="pair-uri"
            type="text"
            value={uri}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="pair-hint"
            onChange={(event) => setUri(event.target.value)}
          />
          <button type="submit" disabled={disabled || !uri.trim()}>
            {messages.pairButton}
          </button>
        </div>
      </form>
    </section>
  )
}
