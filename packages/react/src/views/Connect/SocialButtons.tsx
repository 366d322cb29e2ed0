import type { EmbeddedSocialProvider } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { format } from '../../messages/format.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { loadLoginActions, loginActions } from './loadLoginActions.js'

type Props = { providers: readonly EmbeddedSocialProvider[] }

/**
 * One button per social login, in the configured order: the first one
 * wide, the others three to a row. The login starts in the click itself
 * (its logic loads while Connect idles), so its popup is not blocked.
 */
export function SocialButtons({ providers }: Props) {
  const config = useConfig()
  const messages = useEmbeddedMessages()
  return (
    <section aria-label={messages.socialLogins}>
      <ul className="l-socials">
        {providers.map((provider, index) => {
          const name = format(messages.continueWith, {
            name: messages[provider],
          })
          return (
            <li key={provider}>
              <button
                type="button"
                className="l-row"
                // The short label keeps the provider's name in the
                // accessible name (WCAG 2.5.3).
                aria-label={index === 0 ? undefined : name}
                onClick={() => {
                  // Loaded while Connect idled: the popup opens in the
                  // click. Else just after, within the click's activation.
                  const actions = loginActions()
                  if (actions) actions.startSocialLogin(config, provider)
                  else
                    void loadLoginActions().then(
                      (a) => a.startSocialLogin(config, provider),
                      () => {},
                    )
                }}
              >
                <WalletIcon
                  src={imageUrl(config, 'Asset', provider)}
                  name={messages[provider]}
                  size={24}
                />
                {index === 0 ? name : messages[provider]}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
