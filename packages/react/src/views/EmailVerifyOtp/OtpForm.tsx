import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useStyles } from '../../internal/useStyles.js'
import { format } from '../../messages/format.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import { embeddedCss } from '../Connect/embeddedStyles.js'
import { useFieldSubmit } from '../Connect/useFieldSubmit.js'
import { spreadDigits } from './spreadDigits.js'

const CODE_LENGTH = 6
const empty = () => Array.from({ length: CODE_LENGTH }, () => '')

type Props = {
  /** What was sent where, above the boxes. */
  intro: string
  /** Checks the code; a rejection is shown under the boxes. */
  onCode: (otp: string) => Promise<unknown>
  /** The resend control, if the step has one. */
  children?: ReactNode
}

/**
 * A one-time code as six one-digit boxes in a group named by the code's
 * label, each box "Digit n of 6": the first takes the focus when the step
 * opens and the browser's `one-time-code` autofill; a typed digit moves
 * on, Backspace in an empty box goes back; a pasted or autofilled code
 * fills the boxes. The code is sent once the sixth digit is in, or on
 * Continue; the frame's refusal (wrong or expired code, too many attempts)
 * is announced under the boxes, which are cleared for another try.
 */
export function OtpForm({ intro, onCode, children }: Props) {
  useStyles('embedded', embeddedCss)
  const messages = useEmbeddedViewMessages()
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const [digits, setDigits] = useState(empty)
  const submit = useFieldSubmit()
  const { error, setError } = submit
  // A code is checked once, even when Continue follows the sixth digit.
  const sent = useRef<string | undefined>(undefined)
  const focus = (index: number) =>
    boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus()

  // The first box, not Back, has the focus when the step opens.
  useEffect(() => boxes.current[0]?.focus(), [])

  async function check(otp: string) {
    if (sent.current === otp) return
    if (otp.length !== CODE_LENGTH) return setError(messages.codeInvalid)
    sent.current = otp
    if (await submit.run(() => onCode(otp))) return
    // Cleared for another try.
    sent.current = undefined
    setDigits(empty())
    focus(0)
  }

  function put(index: number, typed: string) {
    const { digits: next, last } = spreadDigits(digits, index, typed)
    setDigits(next)
    if (error) setError(undefined)
    const code = next.join('')
    if (code.length === CODE_LENGTH) void check(code)
    else if (last >= index) focus(last + 1)
  }

  return (
    <form
      className="l-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void check(digits.join(''))
      }}
    >
      <p className="l-muted">{intro}</p>
      <fieldset
        className="l-code-field"
        aria-describedby={submit.invalid['aria-describedby']}
      >
        <legend className="l-strong">{messages.codeLabel}</legend>
        <div className="l-code-boxes">
          {digits.map((digit, index) => (
            <input
              // The boxes never reorder.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
              key={index}
              ref={(box) => {
                boxes.current[index] = box
              }}
              className="l-search l-code"
              name={index === 0 ? 'otp' : undefined}
              aria-label={format(messages.codeDigit, {
                n: index + 1,
                total: CODE_LENGTH,
              })}
              aria-invalid={submit.invalid['aria-invalid']}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              inputMode="numeric"
              pattern="[0-9]*"
              value={digit}
              onFocus={(event) => event.target.select()}
              onChange={(event) => put(index, event.target.value)}
              onPaste={(event) => {
                event.preventDefault()
                put(index, event.clipboardData.getData('text'))
              }}
              onKeyDown={(event) => {
                if (event.key === 'Backspace' && !digit && index > 0) {
                  event.preventDefault()
                  const next = [...digits]
                  next[index - 1] = ''
                  setDigits(next)
                  focus(index - 1)
                } else if (event.key === 'ArrowLeft') focus(index - 1)
                else if (event.key === 'ArrowRight') focus(index + 1)
              }}
            />
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="l-primary"
        aria-busy={submit.busy || undefined}
      >
        {submit.busy ? messages.verifying : messages.emailContinue}
      </button>
      <ErrorMessage id={submit.errorId}>{error}</ErrorMessage>
      {children}
    </form>
  )
}
