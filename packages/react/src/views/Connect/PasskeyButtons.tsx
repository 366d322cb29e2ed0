import { useConfig } from '../../hooks/useConfig.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import { loadLoginActions } from './loadLoginActions.js'
import { useFieldSubmit } from './useFieldSubmit.js'

/**
 * Passkey login beside the e-mail field (issue #22 item 4): "Continue with
 * a passkey" logs in with a passkey of the wallet's frame; "Create a
 * passkey" makes a new wallet a new passkey owns (the frame shows its own
 * screen, whose Approve is the click the browser requires). Then the
 * modal closes; a refusal or cancel is said under the buttons.
 */
export function PasskeyButtons() {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  const submit = useFieldSubmit()
  const start = (create: boolean) =>
    void submit.run(async () => {
      const { connectPasskey, closeIfShowing } = await loadLoginActions()
      await connectPasskey(config, { create })
      closeIfShowing(config, 'Connect')
    })
  return (
    <section aria-label={messages.passkeyLogins}>
      <ul className="l-socials">
        <li>
          <button
            type="button"
            className="l-row"
            disabled={submit.busy}
            onClick={() => start(false)}
          >
            {messages.passkeyContinue}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="l-row"
            disabled={submit.busy}
            onClick={() => start(true)}
          >
            {messages.passkeyCreate}
          </button>
        </li>
      </ul>
      <ErrorMessage id={submit.errorId}>{submit.error}</ErrorMessage>
    </section>
  )
}
