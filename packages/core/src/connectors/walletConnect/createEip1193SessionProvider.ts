import type { Emitter } from '@latch/common'
import { toHexChainId, UnsupportedProviderMethodError } from '@latch/common'
import type { Eip1193Provider } from '../../types/eip1193.js'
import { WalletConnectSwitchChainError } from './errors.js'
import { WalletConnectNotConnectedError } from './guardErrors.js'
import { readChainId } from './sessionAccounts.js'

// Reads a page may send through the provider that no wallet needs to see.
const READ_METHOD =
  /^(eth_(call|estimateGas|gasPrice|blockNumber|feeHistory|maxPriorityFeePerGas|get\w+|sendRawTransaction)|net_version|web3_clientVersion)$/

/** The session's eip155 side, as the EIP-1193 provider needs it. */
export type Eip155SessionSide = {
  /**
   * A plain read of a chain over RPC (the Latch API's RPC proxy, the
   * network's URLs); throws the SPEC §8 texts when there are none.
   */
  read(
    chainId: number,
    method: string,
    params: readonly unknown[],
  ): Promise<unknown>
  readonly events: Emitter<Record<string, unknown>>
  isConnected(): boolean
  accounts(): string[]
  getChainId(): number
  /** Methods the session approves for eip155. */
  methods(): readonly string[]
  switchTo(chainId: number): Promise<void>
  request(method: string, params: unknown): Promise<unknown>
}

/**
 * The EIP-1193 provider over a session's eip155 namespace: accounts and
 * chain answered locally, approved methods sent to the wallet, plain reads
 * over RPC (the Latch API's proxy when it serves the chain, else the
 * chain's own URLs).
 */
export function createEip1193SessionProvider(
  side: Eip155SessionSide,
): Eip1193Provider {
  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return side.accounts()
        case 'eth_requestAccounts':
          if (!side.isConnected()) throw new WalletConnectNotConnectedError()
          return side.accounts()
        case 'eth_chainId':
          return toHexChainId(side.getChainId())
        case 'wallet_switchEthereumChain': {
          const [first] = (params ?? []) as [{ chainId?: unknown }?]
          const id = readChainId(first?.chainId)
          if (id === undefined) throw new WalletConnectSwitchChainError('?')
          await side.switchTo(id)
          return null
        }
      }
      if (side.methods().includes(method)) return side.request(method, params)
      if (READ_METHOD.test(method))
        // Reads the session does not carry go over RPC.
        return side.read(
          side.getChainId(),
          method,
          (params ?? []) as readonly unknown[],
        )
      // What only a wallet answers needs a session first.
      if (!side.isConnected()) throw new WalletConnectNotConnectedError()
      throw new UnsupportedProviderMethodError()
    },
    on: (event: string, listener: (data: unknown) => void) =>
      side.events.on(event, listener),
    removeListener: (event: string, listener: (data: unknown) => void) =>
      side.events.off(event, listener),
  }
}
