import { pushView } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { EmailAddressForm } from './EmailAddressForm.js'
import { loadLoginActions } from './loadLoginActions.js'

/**
 * The e-mail login field of Connect: starts the login (SPEC §4), then
 * shows the code or device step.
 */
export function EmailForm() {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  return (
    <EmailAddressForm
      label={messages.email}
      // The login logic, then the frame, load while the address is typed.
      onFocus={() =>
        void loadLoginActions().then(
          (actions) => actions.preloadEmbeddedWallet(config),
          () => {},
        )
      }
      onAddress={async (address) => {
        const { connectEmail, closeIfShowing } = await loadLoginActions()
        const { action } = await connectEmail(config, { email: address })
        if (action === 'VERIFY_OTP')
          pushView(config, { view: 'EmailVerifyOtp', email: address })
        else if (action === 'VERIFY_DEVICE')
          pushView(config, { view: 'EmailVerifyDevice', email: address })
        else closeIfShowing(config, 'Connect')
      }}
    />
  )
}
