import { useId, useState } from 'react'
import { useLocale } from '../../hooks/useLocale.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { loadLoginActions } from './loadLoginActions.js'

export type FieldSubmit = ReturnType<typeof useFieldSubmit>

/**
 * The submit side of the embedded wallet's one-field forms (e-mail, code):
 * `run(task)` runs a submission (`busy` meanwhile) and keeps why it failed
 * as `error`, except failures the modal already shows as its alert (load
 * failure, timeout, session); it resolves false on a failure. FieldForm
 * shows it all: `invalid` wires the field to the error shown with the id
 * `errorId`.
 */
export function useFieldSubmit() {
  const messages = useEmbeddedMessages()
  const { lang } = useLocale()
  const errorId = useId()
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  async function run(task: () => Promise<unknown>) {
    setError(undefined)
    setBusy(true)
    try {
      await task()
      return true
    } catch (failure) {
      // The texts load with the login logic (already in after a login).
      setError(
        await loadLoginActions().then(
          (actions) => actions.fieldFailureText(failure, messages, lang),
          () => messages.somethingWentWrong,
        ),
      )
      return false
    } finally {
      setBusy(false)
    }
  }
  return {
    busy,
    error,
    setError,
    run,
    errorId,
    invalid: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  }
}
