import type { PendingRequest, Session } from '@latch/protocol/client'
import { useState } from 'react'
import { chainName } from './chainName.js'
import { Details } from './Details.js'
import { Dialog } from './Dialog.js'
import { describeRequest } from './describeRequest.js'
import { messages } from './messages.js'
import type { WalletChain } from './readWalletConfig.js'
import { VerifyNotice } from './VerifyNotice.js'

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
  )
  const peer = session?.peer.metadata.name ?? messages.unknownApp
  const verified = request.verifyContext?.verified
  // A reported scam needs the user's explicit consent before Approve works.
  const [confirmed, setConfirmed] = useState(false)
  return (
    <Dialog title={title}>
      <p>{messages.requestFrom(peer)}</p>
      <VerifyNotice
        verified={verified}
        claimedUrl={session?.peer.metadata.url ?? ''}
        confirmed={confirmed}
        onConfirm={setConfirmed}
      />
      <Details items={details} />
      <div className="buttons">
        <button type="button" onClick={() => onReject(title)} disabled={busy}>
          {messages.reject}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => onApprove(title)}
          disabled={busy || (verified?.isScam && !confirmed)}
        >
          {messages.approve}
        </button>
      </div>
    </Dialog>
  )
}
