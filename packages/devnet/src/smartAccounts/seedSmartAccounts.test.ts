import { smartAccountContracts } from '@latch/common/smart-account'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.js'
import { seedSmartAccounts } from './seedSmartAccounts.js'
import { planSmartAccountDeployment } from './smartAccountDeployment.js'

describe('seedSmartAccounts', () => {
  let anvil: StartAnvilReturnType
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 })
  }, 30_000)
  afterAll(() => anvil?.stop())

  it('the published addresses are the ones the plan deploys to', () => {
    const planned = Object.fromEntries(
      planSmartAccountDeployment().map((c) => [c.name, c.address]),
    )
    expect(planned).toEqual(smartAccountContracts)
  })

  it('deploys every contract once, with code, and leaves the dev accounts alone', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const first = await seedSmartAccounts({ rpcUrl: anvil.url })
    expect(first.deployed).toBe(Object.keys(smartAccountContracts).length)
    expect(first.contracts).toEqual(smartAccountContracts)
    for (const address of Object.values(smartAccountContracts))
      expect((await client.getCode({ address }))?.length).toBeGreaterThan(2)
    // The DelegationManager and the implementations point at each other.
    const entryPoint = await client.readContract({
      address: smartAccountContracts.HybridDeleGator,
      abi: [
        {
          type: 'function',
          name: 'entryPoint',
          inputs: [],
          outputs: [{ type: 'address' }],
          stateMutability: 'view',
        },
      ],
      functionName: 'entryPoint',
    })
    expect(entryPoint).toBe(smartAccountContracts.EntryPoint)
    const again = await seedSmartAccounts({ rpcUrl: anvil.url })
    expect(again.deployed).toBe(0)
    expect(
      await client.getTransactionCount({
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      }),
    ).toBe(0)
  }, 60_000)
})
