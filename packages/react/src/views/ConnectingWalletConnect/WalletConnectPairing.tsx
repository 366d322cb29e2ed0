import {
  connectWalletConnect,
  isPairingExpired,
  PairingCancelledError,
} from '@latch/core'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { ConnectionFailed } from '../../modal/ConnectionFailed.js'
import { useAttempt } from '../../modal/useAttempt.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { Waiting } from '../ConnectingExternal/Waiting.js'
import { CopyLinkButton } from './CopyLinkButton.js'
import { onPhone } from './onPhone.js'
import { QrCode } from './QrCode.js'
import { useWalletConnectState } from './useWalletConnectState.js'
import { WalletLinks } from './WalletLinks.js'

const EXPIRY_CHECK_MS = 1_000

export type WalletConnectPairingProps = {
  /** A directory wallet to open with the pairing URI. */
  walletId?: string | undefined
  /** What a refusal in the wallet shows. @default 'Connection declined' */
  declined?: string | undefined
  /** Runs once the wallet approved (e.g. closes the modal). */
  onConnected(): void
  /** Shown above the QR code. */
  children?: ReactNode
}

/**
 * A WalletConnect pairing: the URI as a QR code, a "Copy link" button and,
 * for a directory wallet, a link that opens it. The URI is replaced before
 * it expires; a refusal shows `declined` with "Try again"; a sign-in sent
 * to the wallet by link mode shows "Continue in <name>". The body of
 * ConnectingWalletConnect and ConnectingSiwe.
 */
export function WalletConnectPairing({
  walletId,
  declined,
  onConnected,
  children,
}: WalletConnectPairingProps) {
  const config = useConfig()
  const messages = useViewMessages()
  const state = useWalletConnectState()
  const wallet =
    walletId && state.recentWallet?.id === walletId
      ? state.recentWallet
      : undefined
  // The latest callback, without restarting the pairing when it changes.
  const connected = useRef(onConnected)
  connected.current = onConnected
  const [, tick] = useState(0)
  const { failure, retry } = useAttempt((attempt) =>
    connectWalletConnect(config, { fresh: attempt > 0 }).then(
      () => connected.current(),
      (error: unknown) => {
        // Left the view: nothing to say.
        if (!(error instanceof PairingCancelledError)) throw error
      },
    ),
  )

  // Leaving the view in any way (back, close, Escape) drops the pairing:
  // core's endLeftFlows effect does it, so no URI is refreshed unseen and
  // the account is not left `connecting`.

  // Re-render each second so an URI the relay failed to refresh shows as
  // expired (the connector normally replaces it 10 s before).
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), EXPIRY_CHECK_MS)
    return () => clearInterval(timer)
  }, [])

  const name = wallet?.name ?? messages.walletConnect
  const uri = state.wcUri
  const expired = uri !== undefined && isPairingExpired(state.wcPairingExpiry)

  if (failure)
    return (
      <div className="l-stack l-center" aria-live="polite">
        <ConnectionFailed error={failure.error} declined={declined} />
        <button type="button" className="l-primary" onClick={retry}>
          {messages.tryAgain}
        </button>
      </div>
    )
  // A sign-in sent to the wallet by link mode (SPEC §6): nothing to scan,
  // the wallet's logo pulses until it answers.
  if (wallet && state.buffering && !uri)
    return (
      <div className="l-stack l-center">
        {children}
        <Waiting
          waiting
          icon={<WalletIcon src={wallet.icon} name={wallet.name} size={64} />}
        >
          <p className="l-strong">
            {format(messages.continueIn, { name: wallet.name })}
          </p>
        </Waiting>
      </div>
    )
  // On a phone a wallet with an app link opens by it: that leads, with the
  // wallet's logo pulsing while it is asked, and "Copy link"; the QR code
  // (for another device) comes last.
  const phone = Boolean(wallet?.mobileLink ?? wallet?.desktopLink) && onPhone()
  const link = wallet && uri && !expired && (
    <WalletLinks wallet={wallet} uri={uri} phone={phone} />
  )
  const copyButton = <CopyLinkButton uri={expired ? undefined : uri} />
  return (
    <div className="l-stack l-center">
      {children}
      {phone && wallet && (
        <>
          <Waiting
            waiting
            icon={<WalletIcon src={wallet.icon} name={wallet.name} size={64} />}
          >
            <p className="l-strong">
              {format(messages.continueIn, { name: wallet.name })}
            </p>
          </Waiting>
          {link}
          {copyButton}
        </>
      )}
      <div className="l-qr">
        {uri && !expired ? (
          <QrCode value={uri} label={format(messages.qrCodeLabel, { name })} />
        ) : (
          <p className="l-muted" aria-live="polite">
            {expired ? messages.qrCodeExpired : messages.preparingQrCode}
          </p>
        )}
      </div>
      <p className="l-muted">{format(messages.scanWith, { name })}</p>
      {expired && (
        <button type="button" className="l-primary" onClick={retry}>
          {messages.refreshQrCode}
        </button>
      )}
      {!phone && link}
      {!phone && copyButton}
    </div>
  )
}
