import { useState } from 'react'
import { chainName } from './chainName.js'
import type { AuthEvent } from './createWalletController.js'
import { Details } from './Details.js'
import { Dialog } from './Dialog.js'
import { messages } from './messages.js'
import type { WalletChain } from './readWalletConfig.js'
import { planAuth } from './signAuthRequest.js'
import { VerifyNotice } from './VerifyNotice.js'

/**
 * A one-click auth request under review (wc_sessionAuthenticate): who
 * asks, what Verify says, the networks and the sign-in message for each
 * one the wallet has; Approve connects and signs in, Reject declines.
 */
export function AuthDialog({
  auth,
  address,
  chains,
  busy,
  onApprove,
  onReject,
}: {
  auth: AuthEvent
  address: string
  chains: readonly WalletChain[]
  busy: boolean
  onApprove(): void
  onReject(): void
}) {
  const { authPayload, requester } = auth.params
  const { name, url, icons } = requester.metadata
  const icon = icons.find((src) => /^(https?:|data:image\/)/.test(src))
  const verified = auth.verifyContext?.verified
  // A reported scam needs the user's explicit consent before Approve works.
  const [confirmed, setConfirmed] = useState(false)
  const plan = planAuth(authPayload, {
    chainIds: chains.map((chain) => chain.chainId),
    address,
  })
  const signed = 'error' in plan ? [] : plan.messages
  const requested = authPayload.chains.map((caip) => chainName(chains, caip))
  return (
    <Dialog title={messages.authTitle}>
      <div className="peer">
        {icon && (
          <img
            src={icon}
            alt={messages.appIconAlt(name)}
            width={48}
            height={48}
          />
        )}
        <p>{messages.authFrom(name || messages.unknownApp)}</p>
      </div>
      <VerifyNotice
        verified={verified}
        claimedUrl={url}
        confirmed={confirmed}
        onConfirm={setConfirmed}
      />
      <p>{messages.authExplain}</p>
      <Details
        items={[
          { label: messages.appUrlLabel, value: url },
          { label: messages.authAccountLabel, value: address },
          {
            label: messages.authNetworksLabel,
            value: requested.join(', ') || messages.none,
          },
          ...('error' in plan
            ? []
            : [
                {
                  label: messages.authMethodsLabel,
                  value: plan.methods.join(', ') || messages.none,
                },
              ]),
        ]}
      />
      {'error' in plan && (
        <p className="notice error">
          {plan.error.key === 'UNSUPPORTED_METHODS'
            ? messages.authNoMethods
            : messages.authNoChains(authPayload.chains.join(', '))}
        </p>
      )}
      {signed.map(({ chain, message }) => (
        <figure key={chain} className="auth-message">
          <figcaption>
            {messages.authMessageLabel(chainName(chains, chain))}
          </figcaption>
          {/* Focusable, so a long message scrolls by keyboard too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable */}
          <pre tabIndex={0}>{message}</pre>
        </figure>
      ))}
      <div className="buttons">
        <button type="button" onClick={onReject} disabled={busy}>
          {messages.reject}
        </button>
        <button
          type="button"
          className="primary"
          onClick={onApprove}
          disabled={busy || (verified?.isScam && !confirmed)}
        >
          {messages.approve}
        </button>
      </div>
    </Dialog>
  )
}
