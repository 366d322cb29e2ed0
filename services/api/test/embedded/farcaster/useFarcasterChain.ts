import {
  type StartAnvilReturnType,
  seedFarcaster,
  startAnvil,
} from '@latch/devnet/node'
import { afterAll, beforeAll } from 'vitest'

/**
 * For the calling test file: an anvil with the Farcaster IdRegistry
 * stand-in (dev account i owns fid 1000 + i), started before its tests and
 * stopped after them. Read `url` inside a test.
 */
export function useFarcasterChain(): { readonly url: string } {
  let anvil: StartAnvilReturnType | undefined
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, silent: true })
    await seedFarcaster({ rpcUrl: anvil.url })
  }, 60_000)
  afterAll(() => anvil?.stop())
  return {
    get url() {
      if (!anvil) throw new Error('the Farcaster chain starts in beforeAll')
      return anvil.url
    },
  }
}
