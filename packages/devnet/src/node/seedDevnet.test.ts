import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TOKEN_ADDRESS, DEMO_TOKEN_SEED_AMOUNT } from '../constants.js'
import { demoTokenAbi } from '../contracts/demoToken.js'
import { devAccounts } from '../devAccounts.js'
import { DevnetError } from './DevnetError.js'
import { seedDevnet } from './seedDevnet.js'
import { type StartAnvilReturnType, startAnvil } from './startAnvil.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
})
afterAll(() => anvil?.stop())

describe('seedDevnet', () => {
  it('deploys LDT and gives 1,000,000 to each dev account, once', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const seeded = await seedDevnet({ rpcUrl: anvil.url })
    expect(seeded.token).toBe(DEMO_TOKEN_ADDRESS)
    expect(seeded.accounts).toEqual(devAccounts.map((a) => a.address))

    const token = { address: DEMO_TOKEN_ADDRESS, abi: demoTokenAbi } as const
    const read = (functionName: 'name' | 'symbol' | 'decimals') =>
      client.readContract({ ...token, functionName })
    expect(await read('name')).toBe('Latch Demo Token')
    expect(await read('symbol')).toBe('LDT')
    expect(await read('decimals')).toBe(18)
    for (const address of seeded.accounts) {
      const balance = await client.readContract({
        ...token,
        functionName: 'balanceOf',
        args: [address],
      })
      expect(balance).toBe(DEMO_TOKEN_SEED_AMOUNT)
    }
    expect(DEMO_TOKEN_SEED_AMOUNT).toBe(1_000_000n * 10n ** 18n)

    const blockBefore = await client.getBlockNumber()
    expect(await seedDevnet({ rpcUrl: anvil.url })).toEqual(seeded)
    expect(await client.getBlockNumber()).toBe(blockBefore)
    const supply = await client.readContract({
      ...token,
      functionName: 'totalSupply',
    })
    expect(supply).toBe(DEMO_TOKEN_SEED_AMOUNT * 10n)
  })

  it('refuses a chain where account 0 already sent transactions', async () => {
    const other = await startAnvil({ port: 0 })
    try {
      await fetch(other.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_sendTransaction',
          params: [
            { from: devAccounts[0]!.address, to: devAccounts[1]!.address },
          ],
        }),
      })
      const error = await seedDevnet({ rpcUrl: other.url }).catch((e) => e)
      expect(error).toBeInstanceOf(DevnetError)
      expect(error.code).toBe('SEED_ADDRESS_MISMATCH')
    } finally {
      await other.stop()
    }
  })
})
