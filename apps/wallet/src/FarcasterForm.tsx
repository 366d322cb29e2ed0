import { useState } from 'react'
import { messages } from './messages.js'

/**
 * "Sign in with Farcaster": the labelled field a Farcaster sign-in link is
 * pasted into, and what came of the last approval.
 */
export function FarcasterForm({
  onApprove,
}: {
  onApprove(url: string): Promise<{ domain: string; fid: number }>
}) {
  const [url, setUrl] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ text: string; error: boolean }>()
  return (
    <section aria-labelledby="farcaster-heading">
      <h2 id="farcaster-heading">{messages.farcasterHeading}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setBusy(true)
          setResult({ text: messages.farcasterSigning, error: false })
          onApprove(url.trim()).then(
            ({ domain, fid }) => {
              setBusy(false)
              setUrl('')
              setResult({
                text: messages.farcasterApproved(domain, fid),
                error: false,
              })
            },
            (error: unknown) => {
              setBusy(false)
              setResult({
                text:
                  error instanceof Error && error.name === 'FarcasterNoFidError'
                    ? messages.farcasterNoFid
                    : messages.farcasterFailed(
                        error instanceof Error ? error.message : String(error),
                      ),
                error: true,
              })
            },
          )
        }}
      >
        <label htmlFor="farcaster-url">{messages.farcasterLabel}</label>
        <p id="farcaster-hint" className="hint">
          {messages.farcasterHint}
        </p>
        <div className="row">
          <input
            id="farcaster-url"
            type="url"
            value={url}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="farcaster-hint"
            onChange={(event) => setUrl(event.target.value)}
          />
          <button type="submit" disabled={busy || !url.trim()}>
            {messages.farcasterButton}
          </button>
        </div>
      </form>
      {result && <p role={result.error ? 'alert' : 'status'}>{result.text}</p>}
    </section>
  )
}
