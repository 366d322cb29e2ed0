// The chain side of the embedded service's smart-account tests: an anvil
// with the devnet and the smart-account contracts, and a real Alto bundler
// beside it, started once for the test file and stopped after it.
import {
  type StartAnvilReturnType,
  type StartBundlerReturnType,
  seedDevnet,
  seedSmartAccounts,
  startAnvil,
  startBundler,
} from '@latch/devnet/node'
import { afterAll, beforeAll } from 'vitest'

export type SmartAccountChain = {
  readonly anvil: StartAnvilReturnType
  readonly bundler: StartBundlerReturnType
}

/**
 * Registers the file's beforeAll/afterAll; the returned object's `anvil`
 * and `bundler` are set once beforeAll has run.
 */
export function useSmartAccountChain(): SmartAccountChain {
  const chain = {} as {
    anvil: StartAnvilReturnType
    bundler: StartBundlerReturnType
  }
  beforeAll(async () => {
    chain.anvil = await startAnvil({ port: 0 })
    await seedDevnet({ rpcUrl: chain.anvil.url })
    await seedSmartAccounts({ rpcUrl: chain.anvil.url })
    chain.bundler = await startBundler({ rpcUrl: chain.anvil.url })
  }, 90_000)
  afterAll(async () => {
    await chain.bundler?.stop()
    await chain.anvil?.stop()
  })
  return chain
}
