import { pushView, updateEmailPrimaryOtp } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { OtpForm } from '../EmailVerifyOtp/OtpForm.js'

/**
 * E-mail update, second step: the code sent to the current address
 * (`email`); a code then goes to the new address (`newEmail`) and its
 * step opens.
 */
export function UpdateEmailPrimaryOtpView({
  route,
}: RouteProps<'UpdateEmailPrimaryOtp'>) {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  return (
    <OtpForm
      intro={format(messages.codeSentTo, { email: route.email })}
      onCode={async (otp) => {
        await updateEmailPrimaryOtp(config, { otp })
        pushView(config, {
          view: 'UpdateEmailSecondaryOtp',
          email: route.newEmail,
        })
      }}
    />
  )
}
