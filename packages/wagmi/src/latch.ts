import type { Config } from '@latch/core'
import type { CreateConnectorFn } from '@wagmi/core'
import { ProviderDisconnectedError } from 'viem'
import {
  createLatchEip1193,
  type LatchEip1193Provider,
} from './internal/createLatchEip1193.js'
import {
  type EvmConnection,
  getEvmConnection,
} from './internal/getEvmConnection.js'
import { waitForRestored } from './internal/waitForRestored.js'
import { watchEvmConnection } from './internal/watchEvmConnection.js'

type ConnectParameters = {
  chainId?: number | undefined
  isReconnecting?: boolean | undefined
  withCapabilities?: boolean | undefined
}

// What runs only when the visitor acts (connect, switch, disconnect) loads
// then: Latch's modal chunk prefetches the same code at idle, so a wagmi
// app's first load carries only the connector's skeleton.
const loadConnect = () => import('./internal/connectThroughModal.js')
const loadSwitch = () => import('./internal/switchLatchChain.js')
const loadDisconnect = () => import('./internal/disconnectEvm.js')

const noSession = new Error('Latch has no session to restore.')

export type LatchParameters = {
  /**
   * The Latch instance whose modal connects the wallet: what
   * `createLatch` of `@latch/react` returns (any object with its core
   * `config`). Render `<LatchProvider latch={latch}>` inside
   * `<WagmiProvider>` so the modal can open.
   */
  latch: { readonly config: Config }
  /** The connector's id in wagmi. @default 'latch' */
  id?: string | undefined
  /** The connector's name in wagmi. @default 'Latch' */
  name?: string | undefined
  /** An icon URL (or data URL) for wallet lists. */
  icon?: string | undefined
}

/**
 * A wagmi connector that connects through Latch's modal: injected wallets
 * (EIP-6963), WalletConnect on your relay and the embedded e-mail/social
 * wallet, behind one connector. Latch's store is the one source of truth:
 * wagmi's state follows it through the connector's events, so wagmi's hooks
 * and Latch's buttons always show the same account and chain.
 * https://latch.dev/docs/wagmi/latch
 *
 * @example
 * const myLatch = createLatch({ projectId: 'my-app', networks: [devnet] })
 * const config = createConfig({
 *   chains: [anvil],
 *   connectors: [latch({ latch: myLatch })],
 *   transports: { [anvil.id]: http() },
 * })
 */
export function latch(
  parameters: LatchParameters,
): CreateConnectorFn<LatchEip1193Provider> {
  const latchConfig = parameters.latch.config
  return (wagmi) => {
    const provider = createLatchEip1193(latchConfig)
    // What wagmi was last told: a connection, or none.
    let reported: EvmConnection | undefined
    let leaving = false
    let stopWatching: (() => void) | undefined

    const connected = async (
      connection: EvmConnection,
      chainId: number | undefined,
    ) => {
      if (chainId !== undefined && chainId !== connection.chainId) {
        const { switchLatchChain } = await loadSwitch()
        await switchLatchChain(latchConfig, chainId)
      }
      const now = getEvmConnection(latchConfig)
      reported = now
      return {
        accounts: now.accounts,
        chainId: now.chainId ?? chainId ?? wagmi.chains[0].id,
      }
    }

    const connector = {
      id: parameters.id ?? 'latch',
      name: parameters.name ?? 'Latch',
      type: 'latch',
      ...(parameters.icon ? { icon: parameters.icon } : {}),

      async setup() {
        stopWatching?.()
        stopWatching = watchEvmConnection(latchConfig, (next) => {
          if (leaving) return
          if (next.status === 'connected') {
            const before = reported
            reported = next
            if (!before)
              wagmi.emitter.emit('connect', {
                accounts: next.accounts,
                chainId: next.chainId ?? wagmi.chains[0].id,
              })
            else {
              if (next.accounts.join() !== before.accounts.join())
                connector.onAccountsChanged([...next.accounts])
              if (next.chainId !== before.chainId && next.chainId)
                connector.onChainChanged(String(next.chainId))
            }
          } else if (next.status === 'disconnected' && reported) {
            connector.onDisconnect()
          }
        })
      },

      async connect({
        chainId,
        isReconnecting,
        withCapabilities,
        // biome-ignore lint/suspicious/noExplicitAny: wagmi's result is generic (addresses, or addresses with capabilities)
      }: ConnectParameters = {}): Promise<any> {
        let connection = getEvmConnection(latchConfig)
        if (isReconnecting) connection = await waitForRestored(latchConfig)
        if (connection.status !== 'connected') {
          // wagmi's reconnect drops a connector that throws here.
          if (isReconnecting) throw new ProviderDisconnectedError(noSession)
          const { connectThroughModal } = await loadConnect()
          if (chainId !== undefined) {
            const { switchLatchChain } = await loadSwitch()
            await switchLatchChain(latchConfig, chainId).catch(() => undefined)
          }
          connection = await connectThroughModal(latchConfig)
        }
        const result = await connected(connection, chainId)
        return {
          accounts: withCapabilities
            ? result.accounts.map((address) => ({ address, capabilities: {} }))
            : result.accounts,
          chainId: result.chainId,
        }
      },

      async disconnect() {
        leaving = true
        try {
          const { disconnectEvm } = await loadDisconnect()
          await disconnectEvm(latchConfig)
        } finally {
          leaving = false
          reported = undefined
        }
      },

      async getAccounts() {
        return getEvmConnection(latchConfig).accounts
      },

      async getChainId() {
        return getEvmConnection(latchConfig).chainId ?? wagmi.chains[0].id
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        return (await waitForRestored(latchConfig)).status === 'connected'
      },

      async switchChain({ chainId }: { chainId: number }) {
        const chain = wagmi.chains.find((c) => c.id === chainId)
        const { switchLatchChain } = await loadSwitch()
        await switchLatchChain(latchConfig, chainId, chain !== undefined)
        reported = getEvmConnection(latchConfig)
        return chain as NonNullable<typeof chain>
      },

      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect()
        else
          wagmi.emitter.emit('change', {
            accounts: accounts as `0x${string}`[],
          })
      },

      onChainChanged(chain: string) {
        wagmi.emitter.emit('change', { chainId: Number(chain) })
      },

      onDisconnect() {
        reported = undefined
        wagmi.emitter.emit('disconnect')
      },
    }
    return connector
  }
}
