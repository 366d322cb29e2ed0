import { pushView, updateEmail } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useEmbeddedUser } from '../../hooks/useEmbeddedUser.js'
import { useStyles } from '../../internal/useStyles.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { EmailAddressForm } from '../Connect/EmailAddressForm.js'
import { embeddedCss } from '../Connect/embeddedStyles.js'

/**
 * E-mail update, first step (SPEC §4): the new address. A code then goes
 * to the current address (or straight to the new one, if the service
 * says so) and its step opens.
 */
export function UpdateEmailWalletView(_: RouteProps<'UpdateEmailWallet'>) {
  useStyles('embedded', embeddedCss)
  const config = useConfig()
  const messages = useEmbeddedViewMessages()
  const user = useEmbeddedUser()
  return (
    <EmailAddressForm
      label={messages.newEmail}
      check={(address) =>
        address.toLowerCase() === user?.email?.toLowerCase()
          ? messages.sameEmail
          : undefined
      }
      onAddress={async (address) => {
        const { action } = await updateEmail(config, { email: address })
        if (action === 'VERIFY_PRIMARY_OTP')
          pushView(config, {
            view: 'UpdateEmailPrimaryOtp',
            email: user?.email ?? '',
            newEmail: address,
          })
        else
          pushView(config, { view: 'UpdateEmailSecondaryOtp', email: address })
      }}
    />
  )
}
