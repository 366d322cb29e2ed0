import type {
  Proposal,
  ProposalNamespace,
  SessionNamespaces,
} from '@latch/protocol/client'

/** Methods this wallet answers. */
export const supportedMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const

/** Read-only methods answered at once, without asking the person. */
export const autoAnsweredMethods: readonly string[] = [
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
]

/** Events this wallet emits. */
export const supportedEvents = ['chainChanged', 'accountsChanged'] as const

/** Why a proposal cannot be approved as it stands. */
export class UnsupportedProposalError extends Error {
  override name = 'UnsupportedProposalError'
  constructor(
    readonly key: 'UNSUPPORTED_CHAINS' | 'UNSUPPORTED_NAMESPACE_KEY',
    readonly detail: string,
  ) {
    super(`${key}: ${detail}`)
  }
}

/** The `eip155:…` chains a proposal namespace entry names. */
function chainsOf(key: string, namespace: ProposalNamespace): string[] {
  return key.includes(':') ? [key] : (namespace.chains ?? [])
}

function eip155Entries(namespaces: Proposal['requiredNamespaces']) {
  return Object.entries(namespaces ?? {}).filter(
    ([key]) => key === 'eip155' || key.startsWith('eip155:'),
  )
}

/**
 * The namespaces the wallet approves for `proposal`: one `eip155` entry with
 * every requested chain the wallet has, `address` on each, the requested
 * methods and events it supports (plus every required one, so the approval
 * satisfies `requiredNamespaces`).
 *
 * @throws {UnsupportedProposalError} a required chain or namespace is missing
 */
export function buildNamespaces(
  proposal: Pick<Proposal, 'requiredNamespaces' | 'optionalNamespaces'>,
  { chainIds, address }: { chainIds: readonly number[]; address: string },
): SessionNamespaces {
  const own = chainIds.map((id) => `eip155:${id}`)
  for (const key of Object.keys(proposal.requiredNamespaces ?? {}))
    if (key !== 'eip155' && !key.startsWith('eip155:'))
      throw new UnsupportedProposalError('UNSUPPORTED_NAMESPACE_KEY', key)
  const required = eip155Entries(proposal.requiredNamespaces)
  const optional = eip155Entries(proposal.optionalNamespaces)
  const requiredChains = required.flatMap(([key, n]) => chainsOf(key, n))
  const missing = requiredChains.filter((chain) => !own.includes(chain))
  if (missing.length)
    throw new UnsupportedProposalError('UNSUPPORTED_CHAINS', missing.join(', '))
  const requested = new Set([
    ...requiredChains,
    ...optional.flatMap(([key, n]) => chainsOf(key, n)),
  ])
  const chains = own.filter((chain) => requested.has(chain))
  if (chains.length === 0)
    throw new UnsupportedProposalError(
      'UNSUPPORTED_CHAINS',
      [...requested].join(', ') || 'no eip155 chains requested',
    )
  const all = [...required, ...optional].map(([, n]) => n)
  const pick = (list: readonly string[], of: 'methods' | 'events') => [
    ...new Set([
      ...required.flatMap(([, n]) => n[of]),
      ...all.flatMap((n) => n[of]).filter((item) => list.includes(item)),
    ]),
  ]
  return {
    eip155: {
      chains,
      methods: pick(supportedMethods, 'methods'),
      events: pick(supportedEvents, 'events'),
      accounts: chains.map((chain) => `${chain}:${address}`),
    },
  }
}
