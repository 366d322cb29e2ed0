import type { Network } from '@latch/common'
import {
  type Config,
  createConfig,
  memoryStorage,
  type NamespaceAdapter,
} from '@latch/core'
import {
  type WalletConnectConnector,
  walletConnect,
} from '@latch/core/connectors/walletConnect'
import type { WebSocketConstructor } from '@latch/protocol'
import { createMemoryStorage } from '@latch/protocol/client'
import WebSocket from 'ws'

export type CreateWalletConnectTestConfigParameters = {
  /** The test's relay (`startRelay`). */
  relayUrl: string
  networks: readonly [Network, ...Network[]]
  /** The config's storage. @default memoryStorage() */
  storage?: ReturnType<typeof memoryStorage> | undefined
  /** The Sign client's storage. @default a fresh in-memory one */
  wcStorage?: ReturnType<typeof createMemoryStorage> | undefined
  /** The config's adapters (the session's solana and bip122 providers). */
  adapters?: readonly NamespaceAdapter[] | undefined
}

/**
 * A config whose only connector is WalletConnect through `relayUrl` (Node's
 * `ws`), for tests that pair it with a wallet; close the connector after.
 */
export function createWalletConnectTestConfig(
  parameters: CreateWalletConnectTestConfigParameters,
): { config: Config; connector: WalletConnectConnector } {
  const config = createConfig({
    projectId: 'test',
    networks: parameters.networks,
    storage: parameters.storage ?? memoryStorage(),
    adapters: parameters.adapters,
    connectors: [
      walletConnect({
        relayUrl: parameters.relayUrl,
        storage: parameters.wcStorage ?? createMemoryStorage(),
        WebSocket: WebSocket as unknown as WebSocketConstructor,
      }),
    ],
  })
  const connector = config.state.connectors.find(
    (c) => c.type === 'WALLET_CONNECT',
  ) as WalletConnectConnector
  return { config, connector }
}
