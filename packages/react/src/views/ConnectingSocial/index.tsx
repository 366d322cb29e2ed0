import {
  getSocialLogin,
  goBack,
  SocialLoginCancelledError,
  TelegramLoginStateError,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLocale } from '../../hooks/useLocale.js'
import { format } from '../../messages/format.js'
import { providerNames } from '../../messages/providerNames.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { closeIfShowing } from '../Connect/closeIfShowing.js'
import { embeddedErrorText } from '../Connect/embeddedErrorText.js'
import { startSocialLogin } from './startSocialLogin.js'

type Failure = { text: string; cancelled: boolean }

/**
 * A social login under way in its popup, or inside Telegram in the
 * browser Telegram opened (started by the click that led here): says
 * where to continue, closes the modal once connected, and
 * after a closed popup or a failure offers "Try again" (a new popup, from
 * that click) and Cancel.
 */
export function ConnectingSocialView({
  route,
}: RouteProps<'ConnectingSocial'>) {
  const config = useConfig()
  const messages = useEmbeddedViewMessages()
  const { lang } = useLocale()
  const { provider } = route
  const name = providerNames[provider]
  const [login, setLogin] = useState(() => getSocialLogin(config))
  const [failure, setFailure] = useState<Failure | undefined>(() =>
    login?.provider === provider
      ? undefined
      : { text: messages.loginFailed, cancelled: false },
  )

  useEffect(() => {
    if (!login || login.provider !== provider) return
    let live = true
    login.promise.then(
      () => closeIfShowing(config, 'ConnectingSocial'),
      (error: unknown) => {
        if (!live) return
        if (error instanceof SocialLoginCancelledError)
          setFailure({
            text: error.details
              ? messages.popupBlocked
              : messages.loginCancelled,
            cancelled: true,
          })
        else
          setFailure({
            text:
              error instanceof TelegramLoginStateError
                ? messages.telegramLoginState
                : embeddedErrorText(error, messages, lang, name),
            cancelled: false,
          })
      },
    )
    return () => {
      live = false
    }
  }, [config, login, messages, lang, provider, name])

  return (
    <div className="l-stack l-center">
      {/* The provider's initial, pulsing while its popup is open. */}
      <span className={failure ? undefined : 'l-wait'}>
        <span className="l-icon l-icon-letter l-s64" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        {!failure && <span className="l-ring" />}
      </span>
      <div role="status" className="l-stack l-center">
        {failure ? (
          <p className={failure.cancelled ? 'l-strong' : 'l-error'}>
            {failure.text}
          </p>
        ) : (
          <p className="l-strong">
            {format(messages.continueInPopup, { name })}
          </p>
        )}
      </div>
      {failure && (
        <button
          type="button"
          className="l-primary"
          onClick={() => {
            // In the click itself: the new popup must not be blocked.
            setLogin(startSocialLogin(config, provider, { show: false }))
            setFailure(undefined)
          }}
        >
          {messages.tryAgain}
        </button>
      )}
      <button
        type="button"
        className="l-secondary"
        onClick={() => {
          // The popup closes too; a login finished meanwhile still counts.
          login?.cancel()
          goBack(config)
        }}
      >
        {messages.cancel}
      </button>
    </div>
  )
}
