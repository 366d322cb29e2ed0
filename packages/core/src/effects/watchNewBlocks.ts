import { getAccount } from '../actions/getAccount.js'
import { getNetwork } from '../actions/getNetwork.js'
import type { Config } from '../types/config.js'

export type WatchNewBlocksParameters = {
  /** How often `eth_blockNumber` is asked (SPEC §9: polling 4 s). */
  interval: number
  /** A block was mined since the last poll, for the account `caipAddress`. */
  onBlock(caipAddress: string): Promise<void>
  /** Skips polls while it returns true (a hidden page). */
  paused(): boolean
}

/**
 * Polls the active EVM network's RPC for its block number while an EVM
 * account is connected (on anvil a block comes with each transaction) and
 * reports new blocks (and the current one on the first poll for an
 * account). Returns the stop function.
 */
export function watchNewBlocks(
  config: Config,
  parameters: WatchNewBlocksParameters,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let running = false
  // The last block seen, for the account it was seen for.
  let last = ''
  const evm = () => {
    const { caipAddress, chainNamespace } = getAccount(config)
    const network = getNetwork(config).caipNetwork
    return chainNamespace === 'eip155' && caipAddress && network
      ? { caipAddress, network }
      : undefined
  }
  const poll = async () => {
    const active = evm()
    // Nothing to watch: polls start again with an EVM account (`wake`).
    if (!active) return
    if (!parameters.paused()) {
      const { caipAddress, network } = active
      // The JSON-RPC client loads with the first EVM account; reads go
      // through the Latch API's RPC proxy when it serves the network.
      const { getRpcRouter } = await import('../api/rpcRouter.js')
      const block = await getRpcRouter(config)
        .request<string>(network, 'eth_blockNumber', [], { retryCount: 0 })
        .catch(() => undefined)
      const seen = block && `${caipAddress}@${BigInt(block)}`
      if (seen && evm()?.caipAddress === caipAddress) {
        // The first poll for an account counts too: a block mined between
        // its balance read and this poll would be missed otherwise.
        const fresh = seen !== last
        last = seen
        // Polling goes on while a read the block started waits (a read
        // through a wallet that does not answer must not stop it).
        if (fresh) void parameters.onBlock(caipAddress).catch(() => {})
      }
    }
    if (!stopped) timer = setTimeout(wake, parameters.interval)
  }
  const wake = () => {
    timer = undefined
    if (stopped || running || !evm()) return
    running = true
    void poll().finally(() => {
      running = false
    })
  }
  const stop = config.subscribe(
    (s) => s,
    () => timer ?? wake(),
  )
  wake()
  return () => {
    stopped = true
    stop()
    clearTimeout(timer)
  }
}
