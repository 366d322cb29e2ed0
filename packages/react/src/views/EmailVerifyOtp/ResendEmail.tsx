import { useState } from 'react'
import { useEmailCooldown } from '../../hooks/useEmailCooldown.js'
import { useLocale } from '../../hooks/useLocale.js'
import { formatPlural } from '../../messages/formatPlural.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'
import { embeddedErrorText } from '../Connect/embeddedErrorText.js'

type Props = {
  /** The button's text, e.g. 'Resend code'. */
  label: string
  /** Said once the e-mail went out. */
  done: string
  /** Sends the e-mail again. */
  onResend: () => Promise<unknown>
}

/**
 * Sends the login e-mail again, once the 30 s cooldown of SPEC §5 is over:
 * until then a status counts down ('Resend in {n} s') where the button
 * will be.
 */
export function ResendEmail({ label, done, onResend }: Props) {
  const messages = useEmbeddedViewMessages()
  const { lang } = useLocale()
  const cooldown = useEmailCooldown()
  const [note, setNote] = useState<{ text: string; failed: boolean }>()
  const [busy, setBusy] = useState(false)
  const waiting = cooldown.seconds > 0

  async function resend() {
    if (busy || waiting) return
    setBusy(true)
    setNote(undefined)
    try {
      await onResend()
      setNote({ text: done, failed: false })
    } catch (error) {
      setNote({ text: embeddedErrorText(error, messages, lang), failed: true })
    } finally {
      setBusy(false)
      cooldown.restart()
    }
  }

  return (
    <>
      {waiting ? (
        // Plain text while it cannot be pressed, not a dead button.
        <p className="l-muted l-note" role="status">
          {formatPlural(messages.resendIn, { n: cooldown.seconds }, lang)}
        </p>
      ) : (
        <button
          type="button"
          className="l-secondary"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => void resend()}
        >
          {label}
        </button>
      )}
      <p
        className={note?.failed ? 'l-error l-note' : 'l-muted l-note'}
        role={note?.failed ? 'alert' : 'status'}
      >
        {note?.text}
      </p>
    </>
  )
}
