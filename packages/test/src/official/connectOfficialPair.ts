import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { initDapp, initWallet } from './officialClients.js'
import { nextEvent } from './officialClients.js'

export type ConnectOfficialPairParameters = {
  /** The wallet's account, offered on every chain. */
  address: string
  chains: string[]
  methods: string[]
  events: string[]
  /** Reject the proposal instead (USER_REJECTED). @default true */
  approve?: boolean
}

/**
 * An official dapp proposes (optional eip155 namespace), the official wallet
 * pairs and approves (or rejects) it; resolves with the dapp's `approval()`.
 */
export async function connectOfficialPair(
  dapp: Awaited<ReturnType<typeof initDapp>>,
  wallet: Awaited<ReturnType<typeof initWallet>>,
  parameters: ConnectOfficialPairParameters,
) {
  const { address, chains, methods, events, approve = true } = parameters
  const proposal = nextEvent<{ id: number; params: never }>(
    wallet,
    'session_proposal',
  )
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains, methods, events } },
  })
  if (!uri) throw new Error('the official dapp returned no pairing URI')
  // Asked for at once, as dapps do: the SDK's approval promise drops a
  // settle (or rejection) that arrives before it is asked for, and then
  // waits for the proposal's expiry.
  const settled = approval()
  // Not left unhandled while the wallet answers; awaited below.
  settled.catch(() => {})
  await wallet.pair({ uri })
  const { id, params } = await proposal
  if (!approve) {
    await wallet.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
    return settled
  }
  const namespaces = buildApprovedNamespaces({
    proposal: params,
    supportedNamespaces: {
      eip155: {
        chains,
        methods,
        events,
        accounts: chains.map((chain) => `${chain}:${address}`),
      },
    },
  })
  await wallet.approveSession({ id, namespaces })
  return settled
}
