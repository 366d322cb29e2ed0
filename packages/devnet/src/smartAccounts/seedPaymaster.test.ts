import { smartAccountContracts } from '@latch/common/smart-account'
import { createPublicClient, http, parseAbi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../devAccounts.js'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.js'
import {
  DEV_PAYMASTER_DEPOSIT,
  DEV_PAYMASTER_SIGNER_KEY,
  paymasterAddress,
  seedPaymaster,
} from './seedPaymaster.js'
import { seedSmartAccounts } from './seedSmartAccounts.js'

const abi = parseAbi([
  'function verifyingSigner() view returns (address)',
  'function entryPoint() view returns (address)',
  'function balanceOf(address) view returns (uint256)',
])

describe('seedPaymaster', () => {
  let anvil: StartAnvilReturnType
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 })
    await seedSmartAccounts({ rpcUrl: anvil.url })
  }, 60_000)
  afterAll(() => anvil?.stop())

  it('deploys the VerifyingPaymaster for the signer with a deposit, once', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const signer = privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY).address
    const first = await seedPaymaster({ rpcUrl: anvil.url, signer })
    expect(first).toEqual({
      address: paymasterAddress({ signer }),
      deployed: true,
      deposit: DEV_PAYMASTER_DEPOSIT,
    })
    const read = (functionName: 'verifyingSigner' | 'entryPoint') =>
      client.readContract({ address: first.address, abi, functionName })
    expect(await read('verifyingSigner')).toBe(signer)
    expect(await read('entryPoint')).toBe(smartAccountContracts.EntryPoint)
    expect(
      await client.readContract({
        address: smartAccountContracts.EntryPoint,
        abi,
        functionName: 'balanceOf',
        args: [first.address],
      }),
    ).toBe(DEV_PAYMASTER_DEPOSIT)
    const again = await seedPaymaster({ rpcUrl: anvil.url, signer })
    expect(again).toEqual({ ...first, deployed: false })
    // A larger target is topped up, not deployed again.
    const more = await seedPaymaster({
      rpcUrl: anvil.url,
      signer,
      deposit: DEV_PAYMASTER_DEPOSIT + parseEther('1'),
    })
    expect(more.deployed).toBe(false)
    expect(more.deposit).toBe(DEV_PAYMASTER_DEPOSIT + parseEther('1'))
    // Another signer is another paymaster.
    const other = devAccounts[5]!.address
    expect(paymasterAddress({ signer: other })).not.toBe(first.address)
    // The dev accounts sent nothing.
    expect(
      await client.getTransactionCount({ address: devAccounts[0]!.address }),
    ).toBe(0)
  }, 60_000)

  it('says what is missing on a chain without the EntryPoint', async () => {
    const bare = await startAnvil({ port: 0 })
    try {
      await expect(
        seedPaymaster({ rpcUrl: bare.url, signer: devAccounts[1]!.address }),
      ).rejects.toMatchObject({
        code: 'SEED_FAILED',
        message: expect.stringMatching(/no EntryPoint .*seedSmartAccounts/),
      })
    } finally {
      await bare.stop()
    }
  }, 60_000)
})
