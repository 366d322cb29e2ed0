import { type CreateConnectorFn, injected } from '@latch/core'
import { createDevWalletProvider, type DevWallet } from '@latch/devnet/wallet'

type WalletDecision = 'approve' | 'reject'

export type WalletFixture = {
  /** The real Latch Dev Wallet (EIP-1193), signing with dev account 0. */
  wallet: DevWallet
  /** An injected connector for it, to pass as `connectors: [fixture.connector]`. */
  connector: CreateConnectorFn
  /** Queues the answers to the wallet's next prompts; empty queue approves. */
  decide(...decisions: WalletDecision[]): void
  /** Methods the wallet prompted for, in order. */
  readonly prompts: string[]
  /**
   * The method of the wallet's next prompt, once it comes: await it instead
   * of a timed wait when a click's first use loads code (a lazy import
   * takes seconds on a loaded CI machine).
   */
  nextPrompt(): Promise<string>
}

export type CreateWalletFixtureParameters = {
  /** Chains the wallet knows: RPC URLs of running anvils, or none for offline use. */
  chains?: { chainId: number; rpcUrl: string; name?: string }[] | undefined
  id?: string | undefined
  name?: string | undefined
  /** Which dev account (0–9) the wallet signs with. @default 0 */
  accountIndex?: number | undefined
  /** ERC-7715 sessions by an EIP-7702 upgrade of the account. @default false */
  smartSessions?: boolean | undefined
}

/**
 * A real wallet for tests: the Latch Dev Wallet's provider (no DOM prompt),
 * whose approvals the test decides, wrapped in core's injected connector.
 */
export function createWalletFixture(
  parameters: CreateWalletFixtureParameters = {},
): WalletFixture {
  const queue: WalletDecision[] = []
  const prompts: string[] = []
  const waiting: ((method: string) => void)[] = []
  const memory = new Map<string, string>()
  const wallet = createDevWalletProvider({
    chains: parameters.chains ?? [
      { chainId: 31337, rpcUrl: '', name: 'Latch Devnet' },
      { chainId: 31338, rpcUrl: '', name: 'Latch Devnet 2' },
    ],
    origin: 'http://test.local',
    accountIndex: parameters.accountIndex ?? 0,
    smartSessions: parameters.smartSessions ?? false,
    storage: {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    },
    confirm: async (request) => {
      prompts.push(request.method)
      for (const resolve of waiting.splice(0)) resolve(request.method)
      return (queue.shift() ?? 'approve') === 'approve'
    },
  })
  const connector = injected({
    target: {
      id: parameters.id ?? 'dev.latch.wallet',
      name: parameters.name ?? 'Latch Dev Wallet',
      rdns: 'dev.latch.wallet',
      provider: wallet.provider,
    },
    type: 'ANNOUNCED',
  })
  return {
    wallet,
    connector,
    prompts,
    decide: (...decisions) => void queue.push(...decisions),
    nextPrompt: () =>
      new Promise<string>((resolve) => {
        waiting.push(resolve)
      }),
  }
}
