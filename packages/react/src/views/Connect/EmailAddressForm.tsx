import { isValidEmail } from '@latch/core'
import { type FormEvent, useId, useState } from 'react'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import { useFieldSubmit } from './useFieldSubmit.js'

export type EmailAddressFormProps = {
  /** The field's label. */
  label: string
  /** A refusal of a valid address (e.g. 'the same e-mail'), or undefined. */
  check?: ((address: string) => string | undefined) | undefined
  /** Runs with the checked address; a throw is shown under the field. */
  onAddress: (address: string) => Promise<void>
  onFocus?: (() => void) | undefined
}

/**
 * One e-mail field with its Continue button, for the login (Connect) and
 * the e-mail update: checks the address, runs `onAddress` once at a time
 * and says why it failed — except failures the modal already shows as its
 * alert (load failure, timeout, session).
 */
export function EmailAddressForm({
  label,
  check,
  onAddress,
  onFocus,
}: EmailAddressFormProps) {
  const messages = useEmbeddedMessages()
  const id = useId()
  const [email, setEmail] = useState('')
  const { busy, error, setError, run, errorId, invalid } = useFieldSubmit()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const address = email.trim()
    if (!isValidEmail(address)) return setError(messages.invalidEmail)
    const refusal = check?.(address)
    if (refusal) return setError(refusal)
    void run(() => onAddress(address))
  }

  return (
    <form className="l-form" noValidate onSubmit={submit}>
      <label htmlFor={`${id}e`} className="l-strong">
        {label}
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
        {...invalid}
        onFocus={onFocus}
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
      <ErrorMessage id={errorId}>{error}</ErrorMessage>
    </form>
  )
}
