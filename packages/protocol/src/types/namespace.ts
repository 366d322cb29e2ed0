/**
 * One CAIP-25 namespace as a session or proposal carries it (SPEC §3
 * Namespace). Proposals leave out `accounts`; sessions always set it.
 */
export type Namespace = {
  /** CAIP-2 chain ids, e.g. `eip155:1`. */
  chains?: string[] | undefined
  /** RPC methods the dapp may call on these chains. */
  methods: string[]
  /** Events the wallet may emit on these chains. */
  events: string[]
  /** CAIP-10 account ids (sessions only). */
  accounts: string[]
  /** RPC URL per chain reference, as some wallets send it. */
  rpcMap?: Record<string, string> | undefined
  /** The chain the wallet considers current. */
  defaultChain?: string | undefined
}

/** A namespace as a dapp proposes it (no accounts yet). */
export type ProposalNamespace = {
  chains?: string[] | undefined
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string> | undefined
  defaultChain?: string | undefined
}

/** Namespaces of a settled session, keyed by namespace (`eip155`) or chain. */
export type SessionNamespaces = Record<string, Namespace>

/** Namespaces of a proposal, keyed by namespace (`eip155`) or chain. */
export type ProposalNamespaces = Record<string, ProposalNamespace>

/** Properties scoped to a namespace or chain key (`eip155`, `eip155:1`). */
export type ScopedProperties = Record<string, Record<string, unknown>>

/** Free-form session properties; every value must be non-null. */
export type SessionProperties = Record<string, unknown>
