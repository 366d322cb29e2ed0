import { lazyRoutes } from '../app/lazyRoutes.js'
import type { ApiExtension } from '../app/types.js'
import { getSiwxSettings } from '../siwx/getSiwxSettings.js'
import { parseSiwxNonceKey } from '../siwx/parseSiwxNonceKey.js'
import { createBlockchainRoutes } from './createBlockchainRoutes.js'
import { blockchainMigrations } from './db/blockchainMigrations.js'
import { createIndexer } from './indexer/createIndexer.js'
import { startOnrampDeliverySweep } from './onramp/startOnrampDeliverySweep.js'
import type { BlockchainSettings } from './settings/BlockchainSettings.js'
import { getBlockchainSettings } from './settings/getBlockchainSettings.js'

export type CreateBlockchainExtensionParameters = {
  /** @default getBlockchainSettings() (devnet chains, env overrides) */
  settings?: BlockchainSettings | undefined
  /** Run the history indexer's poll loop while the server runs. @default true */
  indexer?: boolean | undefined
  /**
   * Called with each failed indexer pass. @default a warning when a chain's
   * error changes (not every poll while its node is down)
   */
  onIndexerError?: ((error: unknown, chainId: number) => void) | undefined
}

/**
 * The blockchain API as an `ApiExtension` for `createApp` / `startApi` /
 * `runCli`: its migrations (1000+), its /v1 routes, sign-in with a wallet
 * (/v1/siwx/*, which checks contract signatures on these chains), and the
 * history indexer started with the server.
 *
 * @example
 * await startApi({ extensions: [createBlockchainExtension()] })
 */
export function createBlockchainExtension({
  settings = getBlockchainSettings(),
  indexer = true,
  onIndexerError = logChanges(),
}: CreateBlockchainExtensionParameters = {}): ApiExtension {
  return {
    name: 'blockchain',
    migrations: blockchainMigrations,
    register(app, context) {
      app.route('/', createBlockchainRoutes(settings))
      // Sign-in loads on its first request (its verifiers pull in viem's
      // account abstraction and Solana); a configured nonce key is still
      // checked now, at start.
      const siwx = getSiwxSettings({ overrides: context.settings.siwx })
      if (siwx.nonceKey !== undefined) parseSiwxNonceKey(siwx.nonceKey)
      app.route(
        '/',
        lazyRoutes(['/v1/siwx/*'], async () =>
          (await import('../siwx/siwxRoutes.js')).siwxRoutes({
            chains: settings.chains,
            // Sign-in also on the API's Solana chains (ed25519, no node).
            keyChainIds: settings.solanaChains.map((c) => c.caipNetworkId),
            settings: context.settings.siwx,
          }),
        ),
      )
    },
    async start({ db }) {
      // Paid on-ramp orders left undelivered (a stopped process) are paid
      // now and by a periodic sweep, exactly once.
      const sweep = startOnrampDeliverySweep({
        db,
        settings,
        onError: (error) =>
          console.warn(
            `latch-api: on-ramp delivery sweep failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      })
      const running = indexer
        ? createIndexer({ db, settings, onError: onIndexerError })
        : undefined
      running?.start()
      if (!running && !sweep) return undefined
      return {
        stop: async () => {
          await sweep?.stop()
          await running?.stop()
        },
      }
    },
  }
}

function logChanges() {
  const last = new Map<number, string>()
  return (error: unknown, chainId: number) => {
    const message = error instanceof Error ? error.message : String(error)
    if (last.get(chainId) === message) return
    last.set(chainId, message)
    console.warn(`latch-api: indexing eip155:${chainId} failed: ${message}`)
  }
}
