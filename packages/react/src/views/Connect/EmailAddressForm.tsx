import { isValidEmail } from '@latch/core'
import { useState } from 'react'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { FieldForm } from './FieldForm.js'
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
  const [email, setEmail] = useState('')
  const submit = useFieldSubmit()
  const { error, setError } = submit

  function send() {
    if (submit.busy) return
    const address = email.trim()
    if (!isValidEmail(address)) return setError(messages.invalidEmail)
    const refusal = check?.(address)
    if (refusal) return setError(refusal)
    void submit.run(() => onAddress(address))
  }

  return (
    <FieldForm
      label={label}
      input={{
        className: 'l-search',
        type: 'email',
        name: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        required: true,
        value: email,
        onFocus,
        onChange: (event) => {
          setEmail(event.target.value)
          if (error) setError(undefined)
        },
      }}
      busyText={messages.connecting}
      submit={submit}
      onSubmit={send}
    />
  )
}
