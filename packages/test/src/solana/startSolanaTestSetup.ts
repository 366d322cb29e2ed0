import { defineNetwork, type Network, solanaLocalnet } from '@latch/common'
import { type Config, connect, createConfig } from '@latch/core'
import { devSolanaAccounts } from '@latch/devnet'
import { startSolanaDevnet } from '@latch/devnet/node'
import { solanaAdapter } from '@latch/solana'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  type KeyPairSigner,
} from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
} from './createSolanaTestWallet.js'

export type SolanaTestSetup = {
  /** The local LiteSVM chain (its own port). */
  chain: Awaited<ReturnType<typeof startSolanaDevnet>>
  /** solanaLocalnet pointed at `chain`. */
  network: Network
  /** The dev Solana account that signs (funded with SOL and LDT). */
  signer: KeyPairSigner
  /**
   * Registers a test wallet named `name` (Wallet Standard), makes a config
   * with solanaAdapter() on `network`, waits for the discovered connector
   * and connects it.
   */
  connected(
    name: string,
    options?: Partial<CreateSolanaTestWalletParameters>,
  ): Promise<{ config: Config; wallet: SolanaTestWallet }>
  /** Unregisters the wallets and stops the chain. */
  stop(): Promise<void>
}

/**
 * A local Solana chain and connected Latch configs on it, for integration
 * tests: a real chain, real key pairs, Latch's own discovery and connect.
 */
export async function startSolanaTestSetup(
  parameters: { accountIndex?: number } = {},
): Promise<SolanaTestSetup> {
  const chain = await startSolanaDevnet({ port: 0 })
  const network = defineNetwork({
    ...solanaLocalnet,
    rpcUrls: { default: { http: [chain.url] } },
  })
  const dev = devSolanaAccounts[parameters.accountIndex ?? 9]
  if (!dev) throw new Error('No such dev Solana account')
  const signer = await createKeyPairSignerFromPrivateKeyBytes(dev.secretKey)
  const unregister: (() => void)[] = []
  return {
    chain,
    network,
    signer,
    async connected(name, options = {}) {
      const wallet = createSolanaTestWallet({
        signer,
        name,
        chains: [network.caipNetworkId],
        rpcUrl: chain.url,
        ...options,
      })
      unregister.push(getWallets().register(wallet))
      const config = createConfig({
        projectId: 'test',
        networks: [network],
        storage: null,
        adapters: [solanaAdapter({ discovery: 'load' })],
      })
      const id = `standard:${name}`
      for (let i = 0; i < 500; i++) {
        if (config.state.connectors.some((c) => c.id === id)) break
        await new Promise((r) => setTimeout(r, 10))
      }
      await connect(config, { connector: id })
      return { config, wallet }
    },
    async stop() {
      for (const off of unregister.splice(0)) off()
      await chain.stop()
    },
  }
}
