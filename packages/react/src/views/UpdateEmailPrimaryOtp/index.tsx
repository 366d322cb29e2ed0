import { pushView, updateEmailPrimaryOtp } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useMessages } from '../../messages/useMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { OtpForm } from '../EmailVerifyOtp/OtpForm.js'
import { getPendingEmail } from '../UpdateEmailWallet/pendingEmail.js'

/**
 * E-mail update, second step: the code sent to the current address
 * (`email`); a code then goes to the new address and its step opens.
 */
export function UpdateEmailPrimaryOtpView({
  route,
}: RouteProps<'UpdateEmailPrimaryOtp'>) {
  const config = useConfig()
  const messages = useMessages()
  return (
    <OtpForm
      intro={format(messages.codeSentTo, { email: route.email })}
      onCode={async (otp) => {
        await updateEmailPrimaryOtp(config, { otp })
        pushView(config, {
          view: 'UpdateEmailSecondaryOtp',
          email: getPendingEmail(config) ?? '',
        })
      }}
    />
  )
}
