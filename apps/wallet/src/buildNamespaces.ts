import { bitcoinMethods } from '@latch/devnet/bitcoin-signer'
import { solanaMethods } from '@latch/devnet/solana-signer'
import type {
  Proposal,
  ProposalNamespace,
  SessionNamespaces,
} from '@latch/protocol/client'

/** EVM methods this wallet answers. */
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
  'solana_getAccounts',
  'solana_requestAccounts',
  'getAccountAddresses',
]

/** EVM events this wallet emits. */
const supportedEvents = ['chainChanged', 'accountsChanged'] as const

/** What the wallet offers in one namespace. */
type WalletNamespace = {
  /** CAIP-2 ids of the chains it has. */
  chains: readonly string[]
  /** The account address on `chain`. */
  address(chain: string): string
  methods: readonly string[]
  events: readonly string[]
}

/** What the wallet offers, by namespace (eip155, solana, bip122). */
export type WalletNamespaces = Readonly<Record<string, WalletNamespace>>

/** The offer of a wallet with these EVM chains, Solana and Bitcoin networks. */
export function walletNamespaces({
  evm,
  solana,
  bitcoin,
}: {
  evm: { chainIds: readonly number[]; address: string }
  solana?: { chains: readonly string[]; address: string } | undefined
  bitcoin?:
    | { chains: readonly string[]; address(chain: string): string }
    | undefined
}): WalletNamespaces {
  return {
    eip155: {
      chains: evm.chainIds.map((id) => `eip155:${id}`),
      address: () => evm.address,
      methods: supportedMethods,
      events: supportedEvents,
    },
    ...(solana && {
      solana: {
        chains: solana.chains,
        address: () => solana.address,
        methods: solanaMethods,
        events: ['accountsChanged'],
      },
    }),
    ...(bitcoin && {
      bip122: {
        chains: bitcoin.chains,
        address: bitcoin.address,
        methods: bitcoinMethods,
        events: ['bip122_addressesChanged'],
      },
    }),
  }
}

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

/** `eip155` of `eip155` or `eip155:1`. */
const namespaceOf = (key: string) => key.split(':')[0] ?? key

/** The CAIP-2 chains a proposal namespace entry names. */
function chainsOf(key: string, namespace: ProposalNamespace): string[] {
  return key.includes(':') ? [key] : (namespace.chains ?? [])
}

function entriesOf(
  namespaces: Proposal['requiredNamespaces'] | undefined,
  namespace: string,
) {
  return Object.entries(namespaces ?? {}).filter(
    ([key]) => namespaceOf(key) === namespace,
  )
}

/**
 * The namespaces the wallet approves for `proposal`: for each namespace
 * the proposal names and the wallet has (eip155, solana, bip122), every
 * requested chain the wallet has, its account on each
 * (`<namespace>:<reference>:<address>`), the requested methods and events
 * it supports (plus every required one, so the approval satisfies
 * `requiredNamespaces`).
 *
 * @throws {UnsupportedProposalError} a required chain or namespace is
 *   missing, or none of the requested chains is the wallet's
 */
export function buildNamespaces(
  proposal: Pick<Proposal, 'requiredNamespaces' | 'optionalNamespaces'>,
  wallet: WalletNamespaces,
): SessionNamespaces {
  for (const key of Object.keys(proposal.requiredNamespaces ?? {}))
    if (!wallet[namespaceOf(key)])
      throw new UnsupportedProposalError('UNSUPPORTED_NAMESPACE_KEY', key)
  const approved: SessionNamespaces = {}
  const asked: string[] = []
  for (const [namespace, offer] of Object.entries(wallet)) {
    const required = entriesOf(proposal.requiredNamespaces, namespace)
    const optional = entriesOf(proposal.optionalNamespaces, namespace)
    const requiredChains = required.flatMap(([key, n]) => chainsOf(key, n))
    const missing = requiredChains.filter((c) => !offer.chains.includes(c))
    if (missing.length)
      throw new UnsupportedProposalError(
        'UNSUPPORTED_CHAINS',
        missing.join(', '),
      )
    const requested = new Set([
      ...requiredChains,
      ...optional.flatMap(([key, n]) => chainsOf(key, n)),
    ])
    asked.push(...requested)
    const chains = offer.chains.filter((chain) => requested.has(chain))
    if (chains.length === 0) continue
    const all = [...required, ...optional].map(([, n]) => n)
    const pick = (list: readonly string[], of: 'methods' | 'events') => [
      ...new Set([
        ...required.flatMap(([, n]) => n[of]),
        ...all.flatMap((n) => n[of]).filter((item) => list.includes(item)),
      ]),
    ]
    approved[namespace] = {
      chains,
      methods: pick(offer.methods, 'methods'),
      events: pick(offer.events, 'events'),
      accounts: chains.map((chain) => `${chain}:${offer.address(chain)}`),
    }
  }
  if (Object.keys(approved).length === 0)
    throw new UnsupportedProposalError(
      'UNSUPPORTED_CHAINS',
      asked.join(', ') || 'no chains requested',
    )
  return approved
}
