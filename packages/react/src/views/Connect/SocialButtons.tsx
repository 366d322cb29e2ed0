import {
  type EmbeddedSocialProvider,
  getTelegramPlatform,
  openSocialPopup,
  pushView,
} from '@latch/core'
import { useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { format } from '../../messages/format.js'
import { providerNames } from '../../messages/providerNames.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { loadLoginActions, loginActions } from './loadLoginActions.js'
import type { LoginProvider } from './socialProviders.js'

type Props = { providers: readonly LoginProvider[] }

/**
 * One button per social login, in the configured order: the first one
 * wide, the others three to a row. The popup opens in the click itself,
 * before anything is awaited, so that no browser blocks it: by the login
 * logic if it is in (it loads while Connect idles), else here, blank, and
 * the login then sends it to the provider once its logic loaded (a failed
 * load closes it and says so); inside Telegram, none opens. Farcaster
 * opens ConnectingFarcaster.
 */
export function SocialButtons({ providers }: Props) {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  const [error, setError] = useState<string | undefined>(undefined)
  // The login the logic starts once loaded: the last click's (clicks meet
  // in the one popup window, so an earlier click's login is dropped).
  const waiting = useRef<{
    provider: EmbeddedSocialProvider
    popup: Window | null
  }>(undefined)
  function start(provider: LoginProvider) {
    setError(undefined)
    // No popup: the view shows the sign-in's QR code and link.
    if (provider === 'farcaster')
      return pushView(config, { view: 'ConnectingFarcaster' })
    const actions = loginActions()
    if (actions) {
      actions.startSocialLogin(config, provider)
      return
    }
    const loading = waiting.current
    // Inside Telegram no popup opens (it would leave the mini app): the
    // login opens its page through Telegram once loaded.
    waiting.current = {
      provider,
      popup: getTelegramPlatform() ? null : openSocialPopup(),
    }
    if (loading) return
    loadLoginActions().then(
      (loaded) => {
        const last = waiting.current
        waiting.current = undefined
        if (last)
          loaded.startOpenedSocialLogin(config, last.provider, last.popup)
      },
      () => {
        waiting.current?.popup?.close()
        waiting.current = undefined
        setError(messages.somethingWentWrong)
      },
    )
  }
  return (
    <section aria-label={messages.socialLogins}>
      <ul className="l-socials">
        {providers.map((provider, index) => {
          const name = format(messages.continueWith, {
            name: providerNames[provider],
          })
          return (
            <li key={provider}>
              <button
                type="button"
                className="l-row"
                // The short label keeps the provider's name in the
                // accessible name (WCAG 2.5.3).
                aria-label={index === 0 ? undefined : name}
                onClick={() => start(provider)}
              >
                <WalletIcon
                  src={imageUrl(config, 'Asset', provider)}
                  name={providerNames[provider]}
                  size={24}
                />
                {index === 0 ? name : providerNames[provider]}
              </button>
            </li>
          )
        })}
      </ul>
      <ErrorMessage>{error}</ErrorMessage>
    </section>
  )
}
