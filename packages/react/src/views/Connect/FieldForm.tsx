import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
} from 'react'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { FieldSubmit } from './useFieldSubmit.js'

type Props = {
  /** What was sent where, above the field. */
  intro?: string | undefined
  label: string
  input: InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement> | undefined
  }
  /** Continue's text while `submit` is busy. */
  busyText: string
  submit: FieldSubmit
  onSubmit(): void
  /** After the error, e.g. the resend control. */
  children?: ReactNode
}

/**
 * The embedded wallet's one-field form (e-mail, code): the labelled field,
 * Continue — not disabled while busy, so it keeps the focus — and the
 * field's error from `submit`.
 */
export function FieldForm({
  intro,
  label,
  input,
  busyText,
  submit,
  onSubmit,
  children,
}: Props) {
  const messages = useEmbeddedMessages()
  const id = useId()
  return (
    <form
      className="l-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {intro && <p className="l-muted">{intro}</p>}
      <label htmlFor={id} className="l-strong">
        {label}
      </label>
      <input id={id} {...submit.invalid} {...input} />
      <button
        type="submit"
        className="l-primary"
        aria-busy={submit.busy || undefined}
      >
        {submit.busy ? busyText : messages.emailContinue}
      </button>
      <ErrorMessage id={submit.errorId}>{submit.error}</ErrorMessage>
      {children}
    </form>
  )
}
