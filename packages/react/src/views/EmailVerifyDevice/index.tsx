import {
  connectDevice,
  connectEmail,
  getModalState,
  replaceView,
} from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useStyles } from '../../internal/useStyles.js'
import { format } from '../../messages/format.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'
import { useAttempt } from '../../modal/useAttempt.js'
import { embeddedErrorText } from '../Connect/embeddedErrorText.js'
import { embeddedCss } from '../Connect/embeddedStyles.js'
import { ResendEmail } from '../EmailVerifyOtp/ResendEmail.js'

/**
 * E-mail login from a new device: waits until the visitor approved this
 * device from the e-mail sent to `email`; a code is then e-mailed and the
 * code step replaces this one. The e-mail can be sent again after the
 * cooldown; a failure offers "Try again".
 */
export function EmailVerifyDeviceView({
  route,
}: RouteProps<'EmailVerifyDevice'>) {
  useStyles('embedded', embeddedCss)
  const config = useConfig()
  const messages = useEmbeddedViewMessages()
  const { lang } = useLocale()
  const { email } = route
  const { failure, retry } = useAttempt(() =>
    connectDevice(config).then(() => {
      const { open, route: now } = getModalState(config)
      if (open && now.view === 'EmailVerifyDevice' && now.email === email)
        replaceView(config, { view: 'EmailVerifyOtp', email })
    }),
  )

  return (
    <div className="l-stack l-center">
      <p className="l-strong">{format(messages.approveDevice, { email })}</p>
      {failure ? (
        <>
          <ErrorMessage>
            {embeddedErrorText(failure.error, messages, lang)}
          </ErrorMessage>
          <button type="button" className="l-primary" onClick={retry}>
            {messages.tryAgain}
          </button>
        </>
      ) : (
        <p className="l-muted" role="status">
          {messages.waitingForApproval}
        </p>
      )}
      <ResendEmail
        label={messages.resendEmail}
        done={messages.emailResent}
        onResend={() => connectEmail(config, { email })}
      />
    </div>
  )
}
