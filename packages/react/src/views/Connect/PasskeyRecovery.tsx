import { connectPasskey, sendPasskeyRecoveryCode } from '@latch/core'
import { useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { OtpForm } from '../EmailVerifyOtp/OtpForm.js'
import { closeIfShowing } from './closeIfShowing.js'
import { EmailAddressForm } from './EmailAddressForm.js'

/**
 * "Recover with e-mail" of a passkey wallet on a new device (in the login
 * actions' chunk, loaded on its click): the wallet's e-mail, the code mailed to it, then the
 * frame's own screen adds a new passkey of this device to the wallet (its
 * Approve is the click the browser requires); then the modal closes,
 * connected to the same wallet.
 */
export function PasskeyRecovery() {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  const [email, setEmail] = useState<string>()
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
        await connectPasskey(config, { recover: { email, otp } })
        closeIfShowing(config, 'Connect')
      }}
    />
  )
}
