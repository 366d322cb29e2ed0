import {
  connectEmail,
  getEmbeddedAlert,
  isValidEmail,
  preloadEmbeddedWallet,
  pushView,
} from '@latch/core'
import { type FormEvent, useId, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { closeIfShowing } from './closeIfShowing.js'
import { embeddedErrorText } from './embeddedErrorText.js'

/**
 * The e-mail login field of Connect: checks the address, starts the login
 * (SPEC §4), then shows the code or device step; says why it could not.
 */
export function EmailForm() {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const address = email.trim()
    if (!isValidEmail(address)) return setError(messages.invalidEmail)
    setError(undefined)
    setBusy(true)
    try {
      const { action } = await connectEmail(config, { email: address })
      if (action === 'VERIFY_OTP')
        pushView(config, { view: 'EmailVerifyOtp', email: address })
      else if (action === 'VERIFY_DEVICE')
        pushView(config, { view: 'EmailVerifyDevice', email: address })
      else closeIfShowing(config, 'Connect')
    } catch (failure) {
      // Failures core shows as the modal's alert are not repeated here.
      setError(
        getEmbeddedAlert(failure)
          ? undefined
          : embeddedErrorText(failure, messages),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="l-form" noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}e`} className="l-strong">
        {messages.email}
      </label>
      <input
        id={`${id}e`}
        className="l-search"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}m` : undefined}
        // The frame loads while the address is typed.
        onFocus={() => void preloadEmbeddedWallet(config)}
        onChange={(e) => {
          setEmail(e.target.value)
          if (error) setError(undefined)
        }}
      />
      <button
        type="submit"
        className="l-primary"
        // Not disabled while busy: the button keeps the focus.
        aria-busy={busy || undefined}
      >
        {busy ? messages.connecting : messages.emailContinue}
      </button>
      {error && (
        <p id={`${id}m`} className="l-error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
