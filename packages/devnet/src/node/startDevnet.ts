import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  type StartBundlerReturnType,
  startBundler,
} from '../bundler/startBundler.js'
import { latchDevnet, latchDevnet2 } from '../chains.js'
import { seedDex } from '../dex/seedDex.js'
import { seedFarcaster } from '../farcaster/seedFarcaster.js'
import { seedNfts } from '../nfts/seedNfts.js'
import { startNftMetadataServer } from '../nfts/startNftMetadataServer.js'
import {
  DEV_PAYMASTER_SIGNER_KEY,
  seedPaymaster,
} from '../smartAccounts/seedPaymaster.js'
import { seedSmartAccounts } from '../smartAccounts/seedSmartAccounts.js'
import { seedDevnet } from './seedDevnet.js'
import { slowStep } from './slowStep.js'
import { type StartAnvilReturnType, startAnvil } from './startAnvil.js'

/** The devnet paymaster's verifying signer (latch-api's default there). */
const devPaymasterSigner = privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY).address

export type StartDevnetParameters = {
  /** Interface both anvils listen on. @default '127.0.0.1' */
  host?: string
  /**
   * Ports of chain 31337 and chain 31338; 0 picks a free one. A missing
   * second port is the first + 1. @default [8545, 8546]
   */
  ports?: readonly number[]
  /** Hide anvil's own output. @default true */
  silent?: boolean
  /** Port of the NFT metadata and image server; 0 picks a free one. @default 0 */
  nftPort?: number
  /**
   * Start an ERC-4337 bundler (Alto, `startBundler`) beside each chain.
   * @default true
   */
  bundler?: boolean
  /**
   * The bundlers' ports, in `ports` order; 0 picks a free one. A missing
   * second port is the first + 1. @default [0, 0]
   */
  bundlerPorts?: readonly number[]
}

export type StartDevnetReturnType = {
  /**
   * The two chains, in `ports` order, each seeded with the demo token,
   * the demo NFT collections (ERC-721 `critters`, ERC-1155 `badges`) and
   * the smart-account contracts (`smartAccountContracts`), with the URL
   * of its bundler (EntryPoint v0.7) unless `bundler: false`.
   */
  chains: {
    chainId: number
    url: string
    token: Address
    critters: Address
    badges: Address
    bundlerUrl?: string
  }[]
  /** The server of the demo NFTs' metadata and images, e.g. http://127.0.0.1:40123 */
  nftMetadataUrl: string
  /** Stops the bundlers, both anvils and the metadata server. */
  stop(): Promise<void>
}

/**
 * Starts the two Latch devnets (chain ids 31337 and 31338) and the demo
 * NFTs' metadata server, seeds both chains with the Latch Demo Token, the
 * demo NFT collections and the smart-account contracts, and starts a
 * bundler beside each. If anything fails, what was started is stopped.
 */
export async function startDevnet(
  parameters: StartDevnetParameters = {},
): Promise<StartDevnetReturnType> {
  const {
    host,
    ports = [8545, 8546],
    silent = true,
    nftPort = 0,
    bundler = true,
    bundlerPorts = [],
  } = parameters
  const chainIds = [latchDevnet.chainId, latchDevnet2.chainId] as const
  const started: StartAnvilReturnType[] = []
  // A chain's bundler starts (~4 s) while the next chain is seeded.
  const bundlers: Promise<StartBundlerReturnType>[] = []
  const metadata = await startNftMetadataServer({
    ...(host ? { host } : {}),
    port: nftPort,
  })
  const stop = async () => {
    // Bundlers first: they call their anvil until they exit.
    const running = await Promise.allSettled(bundlers)
    await Promise.all(
      running.map((r) => (r.status === 'fulfilled' ? r.value.stop() : null)),
    )
    await Promise.all([
      ...started.map((anvil) => anvil.stop()),
      metadata.close(),
    ])
  }
  try {
    const chains = []
    for (const [index, chainId] of chainIds.entries()) {
      const anvil = await slowStep(
        'startDevnet',
        `anvil for chain ${chainId}`,
        () =>
          startAnvil({
            ...(host ? { host } : {}),
            port: ports[index] ?? (ports[0] ? ports[0] + index : 0),
            chainId,
            silent,
          }),
      )
      started.push(anvil)
      const rpcUrl = anvil.url
      const seed = <T>(what: string, run: () => Promise<T>) =>
        slowStep('startDevnet', `seeding ${what} on ${rpcUrl}`, run)
      const { token } = await seed('the LDT', () => seedDevnet({ rpcUrl }))
      const nfts = await seed('the NFTs', () =>
        seedNfts({ rpcUrl, metadataUrl: metadata.url }),
      )
      await seed('the smart accounts', () => seedSmartAccounts({ rpcUrl }))
      await seed('Farcaster', () => seedFarcaster({ rpcUrl }))
      await seed('the paymaster', () =>
        seedPaymaster({ rpcUrl, signer: devPaymasterSigner }),
      )
      if (bundler) {
        const starting = startBundler({
          rpcUrl,
          ...(host ? { host } : {}),
          port:
            bundlerPorts[index] ??
            (bundlerPorts[0] ? bundlerPorts[0] + index : 0),
          silent,
        })
        // Awaited below (or by stop()); not an unhandled rejection meanwhile.
        starting.catch(() => {})
        bundlers.push(starting)
      }
      // Uniswap V2/V3 and their pools, while the bundler starts.
      await seed('Uniswap', () => seedDex({ rpcUrl }))
      chains.push({ chainId, url: rpcUrl, token, ...nfts })
    }
    const urls = (
      await slowStep('startDevnet', 'the bundlers', () => Promise.all(bundlers))
    ).map((b) => b.url)
    return {
      chains: chains.map((chain, index) =>
        urls[index] ? { ...chain, bundlerUrl: urls[index] } : chain,
      ),
      nftMetadataUrl: metadata.url,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
