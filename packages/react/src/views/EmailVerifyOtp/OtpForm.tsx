import { type ReactNode, useRef, useState } from 'react'
import { useStyles } from '../../internal/useStyles.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { embeddedCss } from '../Connect/embeddedStyles.js'
import { FieldForm } from '../Connect/FieldForm.js'
import { useFieldSubmit } from '../Connect/useFieldSubmit.js'

const CODE_LENGTH = 6

type Props = {
  /** What was sent where, above the field. */
  intro: string
  /** Checks the code; a rejection is shown under the field. */
  onCode: (otp: string) => Promise<unknown>
  /** The resend control, if the step has one. */
  children?: ReactNode
}

/**
 * A one-time code field (one input, `autocomplete=one-time-code`, digits
 * only): sent when the sixth digit is typed or pasted, or on Continue;
 * the frame's refusal (wrong or expired code, too many attempts) shows
 * under it and the field is cleared for another try.
 */
export function OtpForm({ intro, onCode, children }: Props) {
  useStyles('embedded', embeddedCss)
  const messages = useEmbeddedMessages()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const submit = useFieldSubmit()
  const { error, setError } = submit
  // A code is checked once, even when Continue follows the sixth digit.
  const sent = useRef<string | undefined>(undefined)

  async function check(otp: string) {
    if (sent.current === otp) return
    if (otp.length !== CODE_LENGTH) return setError(messages.codeInvalid)
    sent.current = otp
    if (await submit.run(() => onCode(otp))) return
    // Cleared for another try.
    sent.current = undefined
    setCode('')
    input.current?.focus()
  }

  return (
    <FieldForm
      intro={intro}
      label={messages.codeLabel}
      input={{
        ref: input,
        className: 'l-search l-code',
        name: 'otp',
        autoComplete: 'one-time-code',
        inputMode: 'numeric',
        pattern: '[0-9]*',
        value: code,
        onChange: (event) => {
          const digits = event.target.value
            .replace(/\D/g, '')
            .slice(0, CODE_LENGTH)
          setCode(digits)
          if (error) setError(undefined)
          if (digits.length === CODE_LENGTH) void check(digits)
        },
      }}
      busyText={messages.verifying}
      submit={submit}
      onSubmit={() => void check(code)}
    >
      {children}
    </FieldForm>
  )
}
