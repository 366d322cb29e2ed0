import type { Config } from '@latch/core'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLocale } from '../../hooks/useLocale.js'
import { format } from '../../messages/format.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import { loadLoginActions } from './loadLoginActions.js'

/**
 * A failure that came while Connect was not on screen (creating a passkey
 * shows the frame's own screen in ApproveTransaction meanwhile): said when
 * Connect shows again.
 */
const unsaid = new WeakMap<Config, string>()

/**
 * Passkey login beside the e-mail field (issue #22 item 4): "Continue with
 * a passkey" logs in with a passkey of the wallet's frame; "Create a
 * passkey" makes a new wallet a new passkey owns (the frame shows its own
 * screen, whose Approve is the click the browser requires); "Recover with
 * e-mail" adds a new passkey to a wallet through its e-mail
 * (PasskeyRecovery). Then the modal closes; a refusal or cancel is said
 * under the buttons.
 */
export function PasskeyButtons() {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  const { lang } = useLocale()
  const [error, setError] = useState(() => {
    const said = unsaid.get(config)
    unsaid.delete(config)
    return said
  })
  const [busy, setBusy] = useState(false)
  // Recovery by e-mail: with the login actions' chunk, on its click.
  const [Recovery, setRecovery] =
    useState<ComponentType<{ late: (text: string) => void }>>()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const start = async (create: boolean) => {
    setError(undefined)
    setBusy(true)
    try {
      const { connectPasskey, closeIfShowing } = await loadLoginActions()
      await connectPasskey(config, { create })
      closeIfShowing(config, 'Connect')
    } catch (failure) {
      const text = await loadLoginActions().then(
        (actions) => actions.fieldFailureText(failure, messages, lang),
        () => messages.somethingWentWrong,
      )
      if (!text) return
      if (mounted.current) setError(text)
      else unsaid.set(config, text)
    } finally {
      if (mounted.current) setBusy(false)
    }
  }
  if (Recovery) return <Recovery late={(text) => unsaid.set(config, text)} />
  return (
    <div>
      <ul className="l-socials">
        {[false, true].map((create) => (
          <li key={String(create)}>
            <button
              type="button"
              className="l-row"
              disabled={busy}
              onClick={() => void start(create)}
            >
              {create
                ? messages.passkeyCreate
                : format(messages.continueWith, { name: messages.passkey })}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="l-row"
            disabled={busy}
            onClick={() =>
              void loadLoginActions().then(
                ({ PasskeyRecovery }) => setRecovery(() => PasskeyRecovery),
                () => setError(messages.somethingWentWrong),
              )
            }
          >
            {messages.passkeyRecover}
          </button>
        </li>
      </ul>
      <ErrorMessage>{error}</ErrorMessage>
    </div>
  )
}
