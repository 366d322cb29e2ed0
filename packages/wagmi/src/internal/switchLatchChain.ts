import {
  type Config,
  NetworkNotConfiguredError,
  switchNetwork,
} from '@latch/core'
import { toSwitchChainError } from './toSwitchChainError.js'

/**
 * Moves Latch to the eip155 network `chainId` through its own
 * `switchNetwork` (the wallet is asked, adding the chain when it does not
 * know it), so Latch's views and wagmi see the same chain. A chain missing
 * from Latch's networks, or from wagmi's chains (`wagmiKnows` false), is
 * refused with SwitchChainError before the wallet is asked.
 */
export async function switchLatchChain(
  config: Config,
  chainId: number,
  wagmiKnows = true,
): Promise<void> {
  const network = config.networks.find(
    (n) => n.chainNamespace === 'eip155' && n.id === chainId,
  )
  try {
    if (!network || !wagmiKnows)
      throw new NetworkNotConfiguredError(`eip155:${chainId}`)
    await switchNetwork(config, { network })
  } catch (error) {
    throw toSwitchChainError(error)
  }
}
