import type { Address } from 'viem'
import { latchDevnet, latchDevnet2 } from '../chains.js'
import { seedDevnet } from './seedDevnet.js'
import { type StartAnvilReturnType, startAnvil } from './startAnvil.js'

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
}

export type StartDevnetReturnType = {
  /** The two chains, in `ports` order, each seeded with the demo token. */
  chains: { chainId: number; url: string; token: Address }[]
  /** Stops both anvils. */
  stop(): Promise<void>
}

/**
 * Starts the two Latch devnets (chain ids 31337 and 31338) and seeds both
 * with the Latch Demo Token. If anything fails, what was started is stopped.
 */
export async function startDevnet(
  parameters: StartDevnetParameters = {},
): Promise<StartDevnetReturnType> {
  const { host, ports = [8545, 8546], silent = true } = parameters
  const chainIds = [latchDevnet.chainId, latchDevnet2.chainId] as const
  const started: StartAnvilReturnType[] = []
  const stop = async () => {
    await Promise.all(started.map((anvil) => anvil.stop()))
  }
  try {
    const chains = []
    for (const [index, chainId] of chainIds.entries()) {
      const anvil = await startAnvil({
        ...(host ? { host } : {}),
        port: ports[index] ?? (ports[0] ? ports[0] + index : 0),
        chainId,
        silent,
      })
      started.push(anvil)
      const { token } = await seedDevnet({ rpcUrl: anvil.url })
      chains.push({ chainId, url: anvil.url, token })
    }
    return { chains, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
