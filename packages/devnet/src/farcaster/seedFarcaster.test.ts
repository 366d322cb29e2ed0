import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devIdRegistryAbi } from '../contracts/devIdRegistry.js'
import { devAccounts } from '../devAccounts.js'
import { startAnvil } from '../node/startAnvil.js'
import {
  devFarcasterAccounts,
  FARCASTER_ID_REGISTRY_ADDRESS,
} from './devFarcasterAccounts.js'
import { seedFarcaster } from './seedFarcaster.js'

let anvil: Awaited<ReturnType<typeof startAnvil>>
beforeAll(async () => {
  anvil = await startAnvil({ port: 0, silent: true })
}, 60_000)
afterAll(() => anvil?.stop())

describe('seedFarcaster', () => {
  it('answers idOf at the canonical IdRegistry address, without a transaction', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const nonce = await client.getTransactionCount({
      address: devAccounts[0]!.address,
    })
    await seedFarcaster({ rpcUrl: anvil.url })
    await seedFarcaster({ rpcUrl: anvil.url }) // idempotent
    const idOf = (custody: `0x${string}`) =>
      client.readContract({
        address: FARCASTER_ID_REGISTRY_ADDRESS,
        abi: devIdRegistryAbi,
        functionName: 'idOf',
        args: [custody],
      })
    expect(await idOf(devAccounts[0]!.address)).toBe(1000n)
    expect(await idOf(devAccounts[7]!.address)).toBe(1007n)
    expect(devFarcasterAccounts[7]!.fid).toBe(1007)
    // Not registered: 0, like the real registry.
    expect(await idOf('0x000000000000000000000000000000000000dEaD')).toBe(0n)
    expect(
      await client.getTransactionCount({ address: devAccounts[0]!.address }),
    ).toBe(nonce)
  })
})
