import type { PendingRequest, Session } from '@latch/protocol/client'
import { chainName } from './chainName.js'
import { Details } from './Details.js'
import { describeRequest } from './describeRequest.js'
import type { EvmReview } from './evm/reviewEvmRequest.js'
import { messages } from './messages.js'
import { ReviewDialog } from './ReviewDialog.js'
import type { WalletChain } from './readWalletConfig.js'

/**
 * A session request under review: what it does, its warnings and, for a
 * transaction, its max network fee and simulated changes (Approve waits
 * until they are in); Approve / Reject.
 */
export function RequestDialog({
  request,
  session,
  chains,
  review,
  busy,
  onApprove,
  onReject,
}: {
  request: PendingRequest
  session: Session | undefined
  chains: readonly WalletChain[]
  review?: EvmReview | 'loading' | undefined
  busy: boolean
  onApprove(title: string): void
  onReject(title: string): void
}) {
  const { method, params } = request.params.request
  const { title, details, warnings } = describeRequest(
    method,
    params,
    chainName(chains, request.params.chainId),
    request.params.chainId,
    review,
  )
  const peer = session?.peer.metadata
  return (
    <ReviewDialog
      title={title}
      from={messages.requestFrom(peer?.name ?? messages.unknownApp)}
      peer={peer}
      verified={request.verifyContext?.verified}
      busy={busy}
      waiting={review === 'loading' ? messages.waitingForReview : undefined}
      onApprove={() => onApprove(title)}
      onReject={() => onReject(title)}
    >
      {warnings.length > 0 && (
        <ul className="warnings" aria-label={messages.warningsLabel}>
          {warnings.map((warning) => (
            <li key={warning}>⚠ {warning}</li>
          ))}
        </ul>
      )}
      <Details items={details} />
    </ReviewDialog>
  )
}
