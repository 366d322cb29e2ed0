import {
  DEFAULT_NAME_SUFFIX,
  isValidAccountName,
  registerAccountName,
  replaceView,
} from '@latch/core'
import { type FormEvent, useId, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import { isUserRejection } from '../../modal/errorText.js'
import type { RouteProps } from '../../modal/routes.js'
import { useNameCheck } from './useNameCheck.js'

const labelOf = (name: string) =>
  name.endsWith(DEFAULT_NAME_SUFFIX)
    ? name.slice(0, -DEFAULT_NAME_SUFFIX.length)
    : name

/**
 * Choose a name: a labelled input checked as you type (letters, digits or
 * hyphens, at least 4 characters), availability and suggestions from the
 * API, then the wallet signs and the API registers the name.
 */
export function RegisterAccountNameView(_: RouteProps<'RegisterAccountName'>) {
  const config = useConfig()
  const messages = useViewMessages()
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const inputId = useId()
  const hintId = useId()
  const statusId = useId()
  const label = value.trim().toLowerCase()
  const valid = isValidAccountName(label)
  const check = useNameCheck(label)
  const invalid = label.length > 0 && !valid
  const fullName = `${label}${DEFAULT_NAME_SUFFIX}`
  const suggestions = check.suggestions.filter(
    (s) => !s.registered && s.name !== fullName,
  )

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid || busy) return
    setBusy(true)
    setFailure(undefined)
    try {
      const record = await registerAccountName(config, { name: label })
      replaceView(config, {
        view: 'RegisterAccountNameSuccess',
        name: record.name,
      })
    } catch (error) {
      const code = (error as { code?: unknown }).code
      setFailure(
        isUserRejection(error)
          ? messages.signatureDeclined
          : code === 'NAME_TAKEN'
            ? messages.nameTakenError
            : messages.nameRegistrationFailed,
      )
      setBusy(false)
    }
  }

  const status = invalid
    ? messages.nameInvalid
    : check.resolveFailed
      ? messages.errorResolvingName
      : valid && check.available === true
        ? messages.nameAvailable
        : valid && check.available === false
          ? messages.nameTaken
          : ''

  return (
    <form className="l-stack" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="l-strong">
        {messages.nameLabel}
      </label>
      <input
        id={inputId}
        className="l-search"
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={63}
        value={value}
        aria-invalid={invalid}
        aria-describedby={`${hintId} ${statusId}`}
        onChange={(event) => setValue(event.target.value)}
      />
      <p id={hintId} className="l-muted">
        {messages.nameHint} · {DEFAULT_NAME_SUFFIX}
      </p>
      <p
        id={statusId}
        aria-live="polite"
        className={invalid || check.resolveFailed ? 'l-error' : 'l-muted'}
      >
        {status}
      </p>
      {check.suggestionsFailed && (
        <p className="l-error">{messages.errorFetchingNameSuggestions}</p>
      )}
      {suggestions.length > 0 && (
        <section aria-label={messages.suggestions} className="l-stack">
          <ul className="l-list">
            {suggestions.map((s) => (
              <li key={s.name}>
                <button
                  type="button"
                  className="l-row"
                  onClick={() => setValue(labelOf(s.name))}
                >
                  <span className="l-grow">{s.name}</span>
                  <span className="l-tag">{messages.nameAvailable}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ErrorMessage>{failure}</ErrorMessage>
      <button
        type="submit"
        className="l-primary"
        disabled={!valid || busy || check.available === false}
        aria-busy={busy}
      >
        {busy
          ? messages.registeringName
          : format(messages.registerName, {
              name: valid ? fullName : '',
            }).trim()}
      </button>
    </form>
  )
}
