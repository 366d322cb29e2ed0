import { chainName } from './chainName.js'
import type { ProposalEvent } from './createWalletController.js'
import { Details } from './Details.js'
import { messages } from './messages.js'
import { ReviewDialog } from './ReviewDialog.js'
import type { WalletChain } from './readWalletConfig.js'

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

// EVM, Solana, Bitcoin, then any other, each once.
const order = ['eip155', 'solana', 'bip122']
function namespacesOf(namespaces: Record<string, unknown>) {
  const rank = (ns: string) =>
    order.includes(ns) ? order.indexOf(ns) : order.length
  return [...new Set(Object.keys(namespaces).map((k) => k.split(':')[0] ?? k))]
    .sort((a, b) => rank(a) - rank(b))
    .map((ns) => messages.namespaceNames[ns] ?? ns)
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
  const { name, url } = proposer.metadata
  const all = { ...optionalNamespaces, ...requiredNamespaces }
  const names = (ids: string[]) => list(ids.map((id) => chainName(chains, id)))
  return (
    <ReviewDialog
      title={messages.proposalTitle}
      from={messages.proposalFrom(name || messages.unknownApp)}
      peer={proposer.metadata}
      showIcon
      verified={proposal.verifyContext?.verified}
      busy={busy}
      onApprove={onApprove}
      onReject={onReject}
    >
      <Details
        items={[
          { label: messages.appUrlLabel, value: url },
          {
            label: messages.namespacesLabel,
            value: list(namespacesOf(all)),
          },
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
    </ReviewDialog>
  )
}
