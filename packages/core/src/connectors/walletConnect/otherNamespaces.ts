// The non-EVM namespaces of a WalletConnect session (solana, bip122): which
// chain each is on, its accounts, and its provider. The eip155 side stays in
// createWalletConnect (it also serves the EIP-1193 provider).
import { isSolanaAddress, type Network } from '@latch/common'
import type { Session } from '@latch/protocol/client'
import type { LatchStorage } from '../../storage/createStorage.js'
import type { OtherNamespace } from './proposedNamespaces.js'
import { getSessionNamespace } from './sessionAccounts.js'

/** Unique addresses of `namespace` on `chainRef` (or any chain if none). */
export function getNamespaceAccounts(
  session: Session | undefined,
  namespace: OtherNamespace,
  chainRef: string | undefined,
): string[] {
  if (!session) return []
  const parsed = getSessionNamespace(session, namespace)
    .accounts.map((a) => a.split(':'))
    .filter(
      (p) =>
        p.length === 3 &&
        p[2] !== '' &&
        (namespace !== 'solana' || isSolanaAddress(p[2] ?? '')),
    )
  const onChain = parsed.filter((p) => p[1] === chainRef)
  return [
    ...new Set((onChain.length > 0 ? onChain : parsed).map((p) => p[2] ?? '')),
  ]
}

/**
 * The chain a namespace is on: the one chosen in this page, else the one
 * stored from the last visit, else the first configured one the session
 * approves, else the session's first.
 */
export function pickNamespaceChain(options: {
  session: Session | undefined
  namespace: OtherNamespace
  chosen: string | undefined
  storage: LatchStorage
  networks: readonly Network[]
}): string | undefined {
  const { session, namespace, chosen, storage, networks } = options
  if (!session) return undefined
  const approved = getSessionNamespace(session, namespace).chains
  const stored = storage
    .getItem('connections')
    ?.[namespace]?.caipNetworkId?.split(':')[1]
  const configured = networks
    .filter((n) => n.chainNamespace === namespace)
    .map((n) => String(n.id))
  return [chosen, stored, ...configured, ...approved].find(
    (ref) => ref !== undefined && approved.includes(ref),
  )
}
