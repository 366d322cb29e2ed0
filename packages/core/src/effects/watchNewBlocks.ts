import type { CaipAddress, Network } from '@latch/common'
import { getAccount } from '../actions/getAccount.js'
import { getNetwork } from '../actions/getNetwork.js'
import type { Config } from '../types/config.js'
import { httpRpcRequest } from '../utils/httpRpcRequest.js'

/** Blocks mined since the last look, for the account then active. */
export type NewBlocks = {
  readonly caipAddress: CaipAddress
  readonly address: string
  readonly network: Network
  readonly fromBlock: bigint
  readonly toBlock: bigint
}

export type WatchNewBlocksParameters = {
  /** How often `eth_blockNumber` is asked (SPEC §9: polling 4 s). */
  interval: number
  onBlocks(blocks: NewBlocks): void | Promise<void>
  /** Pauses while it returns true (a hidden page). */
  paused?: (() => boolean) | undefined
}

/**
 * Polls the active EVM network's RPC for its block number while an EVM
 * account is connected, and reports the blocks mined since the last poll
 * (on anvil a block per transaction). Returns the stop function.
 */
export function watchNewBlocks(
  config: Config,
  parameters: WatchNewBlocksParameters,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let last: { caipAddress: string; number: bigint } | undefined
  let polling = false
  const poll = async () => {
    timer = undefined
    const { address, caipAddress, chainNamespace } = getAccount(config)
    const network = getNetwork(config).caipNetwork
    const url = network?.rpcUrls.default.http[0]
    if (!address || !caipAddress || chainNamespace !== 'eip155' || !url) {
      // Nothing to watch: wait for an EVM account (see `wake`).
      last = undefined
      return
    }
    if (!parameters.paused?.()) {
      try {
        const hex = await httpRpcRequest<string>({
          url,
          method: 'eth_blockNumber',
          retryCount: 0,
        })
        const number = BigInt(hex)
        const previous = last?.caipAddress === caipAddress ? last : undefined
        if (getAccount(config).caipAddress === caipAddress) {
          last = { caipAddress, number }
          if (previous && network && number > previous.number)
            await parameters.onBlocks({
              caipAddress,
              address,
              network,
              fromBlock: previous.number + 1n,
              toBlock: number,
            })
        }
      } catch {
        // An RPC that fails now is asked again on the next poll.
      }
    }
    if (!stopped) timer = setTimeout(poll, parameters.interval)
  }
  // Starts polling when an EVM account appears (polls stop by themselves
  // when it goes).
  const wake = () => {
    if (stopped || timer || polling) return
    const { caipAddress, chainNamespace } = getAccount(config)
    if (!caipAddress || chainNamespace !== 'eip155') return
    polling = true
    void poll().finally(() => {
      polling = false
    })
  }
  const stop = config.subscribe((s) => s, wake)
  wake()
  return () => {
    stopped = true
    stop()
    clearTimeout(timer)
  }
}
