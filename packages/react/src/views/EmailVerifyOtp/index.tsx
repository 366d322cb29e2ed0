import { connectEmail, connectOtp } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { closeIfShowing } from '../Connect/closeIfShowing.js'
import { OtpForm } from './OtpForm.js'
import { ResendEmail } from './ResendEmail.js'

/**
 * E-mail login, the code step: the 6-digit code e-mailed to `email`
 * connects the embedded wallet (then the modal closes); the code can be
 * sent again after the cooldown.
 */
export function EmailVerifyOtpView({ route }: RouteProps<'EmailVerifyOtp'>) {
  const config = useConfig()
  const messages = useEmbeddedViewMessages()
  const { email } = route
  return (
    <OtpForm
      intro={format(messages.codeSentTo, { email })}
      onCode={async (otp) => {
        await connectOtp(config, { otp })
        closeIfShowing(config, 'EmailVerifyOtp')
      }}
    >
      <ResendEmail
        label={messages.resendCode}
        done={messages.codeResent}
        onResend={() => connectEmail(config, { email })}
      />
    </OtpForm>
  )
}
