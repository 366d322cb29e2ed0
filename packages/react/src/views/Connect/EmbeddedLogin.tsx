import type { ConnectMethod } from '@latch/common'
import { Fragment, type ReactNode } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useStyles } from '../../internal/useStyles.js'
import { PasskeyButtonsView } from '../../modal/lazyViews.js'
import { EmailForm } from './EmailForm.js'
import { embeddedCss } from './embeddedStyles.js'
import { SocialButtons } from './SocialButtons.js'
import { socialProviders } from './socialProviders.js'

export type EmbeddedLoginProps = {
  /** Its groups to show, in Connect's method order (SPEC §9). */
  methods: readonly ConnectMethod[]
  /** Which side the wallets are on: a divider goes there. */
  divider: 'before' | 'after'
}

/**
 * The embedded wallet's part of Connect (its own chunk, loaded only when
 * the config has an auth connector): the e-mail field (with the passkey
 * buttons, when on, from their own chunk) and the social logins, those of
 * `methods` that are on, in its order; one divider between groups and one
 * on the wallets' side. Nothing when none of them is on.
 */
export function EmbeddedLogin({ methods, divider }: EmbeddedLoginProps) {
  useStyles('embedded', embeddedCss)
  const config = useConfig()
  const { email, socials, passkey } = config.options.features
  const providers = socialProviders(socials)
  const groups: ReactNode[] = []
  for (const method of methods) {
    if (method === 'email' && email)
      groups.push(
        <>
          <EmailForm />
          {passkey && <PasskeyButtonsView />}
        </>,
      )
    if (method === 'social' && providers.length > 0)
      groups.push(<SocialButtons providers={providers} />)
  }
  if (groups.length === 0) return null
  // The wallets' side counts as one more group to divide from.
  const parts = divider === 'before' ? [null, ...groups] : [...groups, null]
  return (
    <>
      {parts.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed per render
        <Fragment key={index}>
          {index > 0 && <hr />}
          {group}
        </Fragment>
      ))}
    </>
  )
}
