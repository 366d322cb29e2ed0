import { chainName } from './chainName.js'
import type { AuthEvent } from './createWalletController.js'
import { Details } from './Details.js'
import { messages } from './messages.js'
import { ReviewDialog } from './ReviewDialog.js'
import type { WalletChain } from './readWalletConfig.js'
import { planAuth } from './signAuthRequest.js'

/**
 * A one-click auth request under review (wc_sessionAuthenticate): who
 * asks, what Verify says, the networks, the methods it allows and the
 * sign-in message for each network the wallet has; Approve connects and
 * signs in, Reject declines.
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
  const { name, url } = requester.metadata
  const plan = planAuth(authPayload, {
    chainIds: chains.map((chain) => chain.chainId),
    address,
  })
  const signed = 'error' in plan ? [] : plan.messages
  const requested = authPayload.chains.map((caip) => chainName(chains, caip))
  return (
    <ReviewDialog
      title={messages.authTitle}
      from={messages.authFrom(name || messages.unknownApp)}
      peer={requester.metadata}
      showIcon
      verified={auth.verifyContext?.verified}
      busy={busy}
      onApprove={onApprove}
      onReject={onReject}
    >
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
    </ReviewDialog>
  )
}
