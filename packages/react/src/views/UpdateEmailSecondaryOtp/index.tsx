import { resetView, showToast, updateEmailSecondaryOtp } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { OtpForm } from '../EmailVerifyOtp/OtpForm.js'

/**
 * E-mail update, last step: the code sent to the new address (`email`).
 * The new e-mail is then stored; the modal returns to Account and says so.
 */
export function UpdateEmailSecondaryOtpView({
  route,
}: RouteProps<'UpdateEmailSecondaryOtp'>) {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  return (
    <OtpForm
      intro={format(messages.codeSentTo, { email: route.email })}
      onCode={async (otp) => {
        await updateEmailSecondaryOtp(config, { otp })
        resetView(config, { view: 'Account' })
        showToast(config, {
          variant: 'success',
          message: messages.emailUpdated,
        })
      }}
    />
  )
}
