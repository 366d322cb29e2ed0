import {
  connectPasskey,
  getEmbeddedAlert,
  sendPasskeyRecoveryCode,
} from '@latch/core'
import { useEffect, useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLocale } from '../../hooks/useLocale.js'
import { format } from '../../messages/format.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { OtpForm } from '../EmailVerifyOtp/OtpForm.js'
import { closeIfShowing } from './closeIfShowing.js'
import { EmailAddressForm } from './EmailAddressForm.js'
import { embeddedErrorText } from './embeddedErrorText.js'

/**
 * "Recover with e-mail" of a passkey wallet on a new device (in the login
 * actions' chunk, loaded on its click): the wallet's e-mail, the code mailed to it, then the
 * frame's own screen adds a new passkey of this device to the wallet (its
 * Approve is the click the browser requires); then the modal closes,
 * connected to the same wallet. A refusal that comes after the frame's
 * screen took the modal (a wrong or expired code, a declined passkey) is
 * said under the passkey buttons when Connect shows again.
 */
export function PasskeyRecovery({
  late,
}: {
  /** Says a refusal when Connect shows again (this step is gone then). */
  late: (text: string) => void
}) {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  const { lang } = useLocale()
  const [email, setEmail] = useState<string>()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  if (!email)
    return (
      <EmailAddressForm
        label={messages.passkeyRecoverEmail}
        onAddress={async (address) => {
          await sendPasskeyRecoveryCode(config, { email: address })
          setEmail(address)
        }}
      />
    )
  return (
    <OtpForm
      intro={format(messages.codeSentTo, { email })}
      onCode={async (otp) => {
        try {
          await connectPasskey(config, { recover: { email, otp } })
        } catch (failure) {
          if (mounted.current) throw failure
          const text = getEmbeddedAlert(failure)
            ? undefined
            : embeddedErrorText(failure, messages, lang)
          if (text) late(text)
          return
        }
        closeIfShowing(config, 'Connect')
      }}
    />
  )
}
