import { CONNECT_METHOD_ORDER } from '@latch/common'
import { Fragment } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useStyles } from '../../internal/useStyles.js'
import { PasskeyButtonsView } from '../../modal/lazyViews.js'
import { EmailForm } from './EmailForm.js'
import { embeddedCss } from './embeddedStyles.js'
import { SocialButtons } from './SocialButtons.js'
import { socialProviders } from './socialProviders.js'

/**
 * The embedded wallet's part of Connect (its own chunk, loaded only when
 * the config has an auth connector): the e-mail field and the social
 * logins, in the connect-method order of SPEC §9 (the wallets follow in
 * Connect itself); the passkey buttons, when on, from their own chunk.
 */
export function EmbeddedLogin() {
  useStyles('embedded', embeddedCss)
  const config = useConfig()
  const { email, socials, passkey } = config.options.features
  const providers = socialProviders(socials)
  return (
    <>
      {CONNECT_METHOD_ORDER.map((method) => {
        if (method === 'email' && email)
          return (
            <Fragment key={method}>
              <EmailForm />
              {passkey && <PasskeyButtonsView />}
            </Fragment>
          )
        if (method === 'social' && providers.length > 0)
          return <SocialButtons key={method} providers={providers} />
        return null
      })}
    </>
  )
}
