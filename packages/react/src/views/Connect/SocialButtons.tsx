import type { EmbeddedSocialProvider } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { format } from '../../messages/format.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { startSocialLogin } from '../ConnectingSocial/startSocialLogin.js'

type Props = { providers: readonly EmbeddedSocialProvider[] }

/**
 * One button per social login, in the configured order: the first one
 * wide, the others three to a row. The login starts in the click itself,
 * so its popup is not blocked.
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
                onClick={() => startSocialLogin(config, provider)}
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
