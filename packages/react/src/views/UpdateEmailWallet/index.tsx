import {
  getEmbeddedAlert,
  isValidEmail,
  pushView,
  updateEmail,
} from '@latch/core'
import { type FormEvent, useId, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useEmbeddedUser } from '../../hooks/useEmbeddedUser.js'
import { useStyles } from '../../internal/useStyles.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { embeddedErrorText } from '../Connect/embeddedErrorText.js'
import { embeddedCss } from '../Connect/embeddedStyles.js'

/**
 * E-mail update, first step (SPEC §4): the new address. A code then goes
 * to the current address (or straight to the new one, if the service
 * says so) and its step opens.
 */
export function UpdateEmailWalletView(_: RouteProps<'UpdateEmailWallet'>) {
  useStyles('embedded', embeddedCss)
  const config = useConfig()
  const messages = useEmbeddedMessages()
  const user = useEmbeddedUser()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const address = email.trim()
    if (!isValidEmail(address)) return setError(messages.invalidEmail)
    if (address.toLowerCase() === user?.email?.toLowerCase())
      return setError(messages.sameEmail)
    setError(undefined)
    setBusy(true)
    try {
      const { action } = await updateEmail(config, { email: address })
      if (action === 'VERIFY_PRIMARY_OTP')
        pushView(config, {
          view: 'UpdateEmailPrimaryOtp',
          email: user?.email ?? '',
          newEmail: address,
        })
      else pushView(config, { view: 'UpdateEmailSecondaryOtp', email: address })
    } catch (failure) {
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
        {messages.newEmail}
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
        onChange={(e) => {
          setEmail(e.target.value)
          if (error) setError(undefined)
        }}
      />
      <button type="submit" className="l-primary" aria-busy={busy || undefined}>
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
