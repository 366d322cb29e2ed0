import type { PendingRequest, Session } from '@latch/protocol/client'
import { chainName } from './chainName.js'
import { Details } from './Details.js'
import { describeRequest } from './describeRequest.js'
import { messages } from './messages.js'
import { ReviewDialog } from './ReviewDialog.js'
import type { WalletChain } from './readWalletConfig.js'

/** A session request under review: what it does; Approve / Reject. */
export function RequestDialog({
  request,
  session,
  chains,
  busy,
  onApprove,
  onReject,
}: {
  request: PendingRequest
  session: Session | undefined
  chains: readonly WalletChain[]
  busy: boolean
  onApprove(title: string): void
  onReject(title: string): void
}) {
  const { method, params } = request.params.request
  const { title, details } = describeRequest(
    method,
    params,
    chainName(chains, request.params.chainId),
    request.params.chainId,
  )
  const peer = session?.peer.metadata
  return (
    <ReviewDialog
      title={title}
      from={messages.requestFrom(peer?.name ?? messages.unknownApp)}
      peer={peer}
      verified={request.verifyContext?.verified}
      busy={busy}
      onApprove={() => onApprove(title)}
      onReject={() => onReject(title)}
    >
      <Details items={details} />
    </ReviewDialog>
  )
}
