import { useState } from 'react'
import { chainName } from './chainName.js'
import type { ProposalEvent } from './createWalletController.js'
import { Details } from './Details.js'
import { Dialog } from './Dialog.js'
import { messages } from './messages.js'
import type { WalletChain } from './readWalletConfig.js'
import { VerifyNotice } from './VerifyNotice.js'

function collect(
  namespaces: ProposalEvent['params']['requiredNamespaces'] | undefined,
  field: 'chains' | 'methods' | 'events',
) {
  const items = Object.entries(namespaces ?? {}).flatMap(([key, n]) =>
    field === 'chains'
      ? key.includes(':')
        ? [key]
        : (n.chains ?? [])
      : n[field],
  )
  return [...new Set(items)]
}

const list = (items: string[]) => items.join(', ') || messages.none

/** The proposal under review: who asks, for what; Approve / Reject. */
export function ProposalDialog({
  proposal,
  chains,
  busy,
  onApprove,
  onReject,
}: {
  proposal: ProposalEvent
  chains: readonly WalletChain[]
  busy: boolean
  onApprove(): void
  onReject(): void
}) {
  const { requiredNamespaces, optionalNamespaces, proposer } = proposal.params
  const { name, url, icons } = proposer.metadata
  const icon = icons.find((src) => /^(https?:|data:image\/)/.test(src))
  const all = { ...optionalNamespaces, ...requiredNamespaces }
  const verified = proposal.verifyContext?.verified
  // A reported scam needs the user's explicit consent before Approve works.
  const [confirmed, setConfirmed] = useState(false)
  const names = (ids: string[]) => list(ids.map((id) => chainName(chains, id)))
  return (
    <Dialog title={messages.proposalTitle}>
      <div className="peer">
        {icon && (
          <img
            src={icon}
            alt={messages.appIconAlt(name)}
            width={48}
            height={48}
          />
        )}
        <p>{messages.proposalFrom(name || messages.unknownApp)}</p>
      </div>
      <VerifyNotice
        verified={verified}
        claimedUrl={url}
        confirmed={confirmed}
        onConfirm={setConfirmed}
      />
      <Details
        items={[
          { label: messages.appUrlLabel, value: url },
          {
            label: messages.requiredChainsLabel,
            value: names(collect(requiredNamespaces, 'chains')),
          },
          {
            label: messages.optionalChainsLabel,
            value: names(collect(optionalNamespaces, 'chains')),
          },
          {
            label: messages.methodsLabel,
            value: list(collect(all, 'methods')),
          },
          { label: messages.eventsLabel, value: list(collect(all, 'events')) },
        ]}
      />
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
