import type { Metadata, VerifyContext } from '@latch/protocol/client'
import { type ReactNode, useState } from 'react'
import { Dialog } from './Dialog.js'
import { messages } from './messages.js'
import { VerifyNotice } from './VerifyNotice.js'

/**
 * What every approval dialog shows around its own details: who asks (with
 * the app's icon when `showIcon`), what Verify says, then Reject / Approve.
 * A reported scam needs the user's explicit consent before Approve works.
 */
export function ReviewDialog({
  title,
  from,
  peer,
  showIcon = false,
  verified,
  busy,
  waiting,
  onApprove,
  onReject,
  children,
}: {
  title: string
  /** The line naming the app, e.g. 'Node Dapp wants to connect'. */
  from: string
  peer: Metadata | undefined
  showIcon?: boolean
  verified: VerifyContext['verified'] | undefined
  busy: boolean
  /** Why Approve is not enabled yet (shown beside it), if it waits. */
  waiting?: string | undefined
  onApprove(): void
  onReject(): void
  children: ReactNode
}) {
  const [confirmed, setConfirmed] = useState(false)
  const icon = showIcon
    ? peer?.icons.find((src) => /^(https?:|data:image\/)/.test(src))
    : undefined
  return (
    <Dialog title={title}>
      {showIcon ? (
        <div className="peer">
          {icon && (
            <img
              src={icon}
              alt={messages.appIconAlt(peer?.name ?? '')}
              width={48}
              height={48}
            />
          )}
          <p>{from}</p>
        </div>
      ) : (
        <p>{from}</p>
      )}
      <VerifyNotice
        verified={verified}
        claimedUrl={peer?.url ?? ''}
        confirmed={confirmed}
        onConfirm={setConfirmed}
      />
      {children}
      {waiting && <p className="hint">{waiting}</p>}
      <div className="buttons">
        <button type="button" onClick={onReject} disabled={busy}>
          {messages.reject}
        </button>
        <button
          type="button"
          className="primary"
          onClick={onApprove}
          disabled={busy || !!waiting || (verified?.isScam && !confirmed)}
        >
          {messages.approve}
        </button>
      </div>
    </Dialog>
  )
}
