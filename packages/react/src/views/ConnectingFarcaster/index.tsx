import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLocale } from '../../hooks/useLocale.js'
import { format } from '../../messages/format.js'
import { providerNames } from '../../messages/providerNames.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { embeddedErrorText } from '../Connect/embeddedErrorText.js'
import { QrCode } from '../ConnectingWalletConnect/QrCode.js'
import { startFarcasterLogin } from './startFarcasterLogin.js'
import { useFarcasterUrl } from './useFarcasterUrl.js'

/**
 * SPEC §2 ConnectingFarcaster: the Sign In With Farcaster link (SPEC §3
 * account farcaster url) as a QR code to scan with the phone that has
 * Farcaster, and as a link that opens Farcaster on this device; it waits
 * for the approval there and closes the modal once connected. A failure
 * (expired, refused) offers "Try again". Leaving the view gives the
 * sign-in up (SPEC §2 back rule, core's `endLeftFlows`).
 */
export function ConnectingFarcasterView(_: RouteProps<'ConnectingFarcaster'>) {
  const config = useConfig()
  const messages = useEmbeddedViewMessages()
  const viewMessages = useViewMessages()
  const { lang } = useLocale()
  const url = useFarcasterUrl()
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<{ error: unknown } | undefined>(
    undefined,
  )
  const name = providerNames.farcaster

  // biome-ignore lint/correctness/useExhaustiveDependencies: one attempt per "Try again"
  useEffect(() => {
    let live = true
    setFailure(undefined)
    startFarcasterLogin(config, () => live).catch((error: unknown) => {
      if (live) setFailure({ error })
    })
    return () => {
      live = false
    }
  }, [config, attempt])

  if (failure)
    return (
      <div className="l-stack l-center" aria-live="polite">
        <p role="status" className="l-error">
          {embeddedErrorText(failure.error, messages, lang, name)}
        </p>
        <button
          type="button"
          className="l-primary"
          onClick={() => setAttempt((n) => n + 1)}
        >
          {messages.tryAgain}
        </button>
      </div>
    )
  return (
    <div className="l-stack l-center">
      <p className="l-strong">{format(viewMessages.scanWith, { name })}</p>
      <div className="l-qr">
        {url ? (
          <QrCode
            value={url}
            label={format(viewMessages.qrCodeLabel, { name })}
          />
        ) : (
          <p role="status">{viewMessages.preparingQrCode}</p>
        )}
      </div>
      {url && (
        <a
          className="l-primary l-link-button"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {format(viewMessages.openWallet, { name })}
        </a>
      )}
      <p role="status">{url ? messages.waitingForApproval : null}</p>
    </div>
  )
}
