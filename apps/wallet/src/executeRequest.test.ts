import { devAccounts } from '@latch/devnet'
import { seedDevnet, startAnvil, waitForReceipt } from '@latch/devnet/node'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PreparedTransaction } from './evm/prepareEvmTransactions.js'
import { reviewEvmRequest } from './evm/reviewEvmRequest.js'
import { executeRequest } from './executeRequest.js'

// dev account 2 signs here, so the seeding account's nonce stays untouched.
const signer = devAccounts[2]!
const attacker = devAccounts[5]!.address
const friend = devAccounts[1]!.address
let anvil: Awaited<ReturnType<typeof startAnvil>>
let token: Hex
const chain = () => ({
  chainId: 31337,
  name: 'Latch Devnet',
  rpcUrl: anvil.url,
})
const rpc = () => createPublicClient({ transport: http(anvil.url) })
const run = (
  method: string,
  params: unknown,
  prepared?: readonly PreparedTransaction[],
) =>
  executeRequest({
    method,
    params,
    chain: chain(),
    privateKey: signer.privateKey,
    prepared,
  })

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  token = (await seedDevnet({ rpcUrl: anvil.url })).token
})
afterAll(() => anvil?.stop())

describe('executeRequest (anvil): what is shown is what is signed', () => {
  it('signs a transaction with exactly the prepared gas and fees', async () => {
    const params = [
      {
        from: signer.address,
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [attacker, maxUint256],
        }),
      },
    ]
    const review = await reviewEvmRequest({
      method: 'eth_sendTransaction',
      params,
      chain: chain(),
      from: signer.address,
    })
    const [shown] = review!.transactions as PreparedTransaction[]
    // Values the node would never pick on its own, to see they are used.
    const prepared = {
      ...shown!,
      gas: shown!.gas + 1_001n,
      maxFeePerGas: shown!.maxFeePerGas + 7n,
      maxPriorityFeePerGas: shown!.maxPriorityFeePerGas + 3n,
    }
    const hash = (await run('eth_sendTransaction', params, [prepared])) as Hex
    const tx = await rpc().getTransaction({ hash })
    expect(tx).toMatchObject({
      gas: prepared.gas,
      maxFeePerGas: prepared.maxFeePerGas,
      maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
      input: params[0]!.data,
    })
    expect((await waitForReceipt(rpc(), hash)).status).toBe('success')
    expect(
      await rpc().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [signer.address, attacker],
      }),
    ).toBe(maxUint256)
  })

  it('never signs a caller’s fee fields beyond 2× the node’s estimate (hidden fee)', async () => {
    const client = rpc()
    const before = await client.getBalance({ address: signer.address })
    const fees = await client.estimateFeesPerGas()
    const hash = (await run('eth_sendTransaction', [
      {
        from: signer.address,
        to: friend,
        value: '0x0',
        gas: toHex(10_000_000n),
        maxFeePerGas: toHex(before / 21_000n),
        maxPriorityFeePerGas: toHex(before / 21_000n),
      },
    ])) as Hex
    const tx = await client.getTransaction({ hash })
    expect(tx.gas).toBe(42_000n)
    expect(tx.maxFeePerGas).toBe(2n * fees.maxFeePerGas)
    await waitForReceipt(client, hash)
    const spent =
      before - (await client.getBalance({ address: signer.address }))
    expect(spent).toBeLessThanOrEqual(42_000n * 2n * fees.maxFeePerGas)
  })

  it('sends a batch whose second call needs the first, with the prepared gas', async () => {
    const calls = [
      {
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [signer.address, 5n],
        }),
      },
      {
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [signer.address, friend, 5n],
        }),
      },
    ]
    const params = [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: signer.address,
        atomicRequired: false,
        calls,
      },
    ]
    const review = await reviewEvmRequest({
      method: 'wallet_sendCalls',
      params,
      chain: chain(),
      from: signer.address,
    })
    const prepared = review!.transactions as PreparedTransaction[]
    expect(prepared).toHaveLength(2)
    const before = await rpc().readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [friend],
    })
    const batches = new Map()
    const { id } = (await executeRequest({
      method: 'wallet_sendCalls',
      params,
      chain: chain(),
      privateKey: signer.privateKey,
      batches,
      prepared,
    })) as { id: string }
    const hashes = batches.get(id).hashes as Hex[]
    for (const [index, hash] of hashes.entries()) {
      expect((await waitForReceipt(rpc(), hash)).status).toBe('success')
      expect((await rpc().getTransaction({ hash })).gas).toBe(
        prepared[index]!.gas,
      )
    }
    expect(
      await rpc().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [friend],
      }),
    ).toBe(before + 5n)
  })

  it('refuses typed data whose primary type is EIP712Domain', async () => {
    const domain = { name: 'Latch', version: '1', chainId: 31337 }
    await expect(
      run('eth_signTypedData_v4', [
        signer.address,
        JSON.stringify({
          domain,
          types: {
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'version', type: 'string' },
              { name: 'chainId', type: 'uint256' },
            ],
          },
          primaryType: 'EIP712Domain',
          message: domain,
        }),
      ]),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
