import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccounts } from '@latch/devnet'
import { seedDevnet, startAnvil } from '@latch/devnet/node'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviewEvmRequest } from './reviewEvmRequest.js'
import { NATIVE_TOKEN } from './simulateEvmCalls.js'

const user = devAccounts[0]!.address
const attacker = devAccounts[5]!.address
const friend = devAccounts[1]!.address
let anvil: Awaited<ReturnType<typeof startAnvil>>
let token: `0x${string}`
const chain = () => ({
  chainId: 31337,
  name: 'Latch Devnet',
  rpcUrl: anvil.url,
})

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId: 31337 })
  token = (await seedDevnet({ rpcUrl: anvil.url })).token
})
afterAll(() => anvil?.stop())

const transfer = (to: `0x${string}`, amount: bigint) =>
  encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })

describe('reviewEvmRequest (anvil)', () => {
  it('approve(attacker, max): no balance change, the token read, a max fee from the node', async () => {
    const review = await reviewEvmRequest({
      method: 'eth_sendTransaction',
      params: [
        {
          from: user,
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [attacker, maxUint256],
          }),
        },
      ],
      chain: chain(),
      from: user,
    })
    expect(review?.simulation).toMatchObject({ status: 'ok', changes: [] })
    expect(review?.tokens[token.toLowerCase()]).toEqual({
      symbol: 'LDT',
      decimals: 18,
    })
    const [tx] = review!.transactions as { gas: bigint; maxFeePerGas: bigint }[]
    const client = createPublicClient({ transport: http(anvil.url) })
    const fees = await client.estimateFeesPerGas()
    expect(tx!.gas).toBeGreaterThan(21_000n)
    expect(tx!.maxFeePerGas).toBe(fees.maxFeePerGas)
    expect(review?.maxFee).toBe(tx!.gas * tx!.maxFeePerGas)
  })

  it('a batch: ETH and LDT leave the account, a later call that reverts is named', async () => {
    const review = await reviewEvmRequest({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: user,
          atomicRequired: false,
          calls: [
            { to: friend, value: toHex(parseEther('1')) },
            { to: token, data: transfer(friend, parseEther('5')) },
            { to: token, data: transfer(friend, 10n ** 40n) },
          ],
        },
      ],
      chain: chain(),
      from: user,
    })
    expect(review?.simulation).toMatchObject({
      status: 'ok',
      changes: [
        { token: NATIVE_TOKEN, amount: -parseEther('1') },
        { token: token.toLowerCase(), amount: -parseEther('5') },
      ],
      revert: { index: 2 },
    })
    // The third call cannot be estimated: no fee, Approve answers the error.
    expect(review?.transactions).toMatchObject({ error: expect.any(String) })
  })

  it('takes caller fee fields as hints up to 2× the node’s estimate (hidden fee)', async () => {
    const client = createPublicClient({ transport: http(anvil.url) })
    const balance = await client.getBalance({ address: user })
    const fees = await client.estimateFeesPerGas()
    const review = await reviewEvmRequest({
      method: 'eth_sendTransaction',
      params: [
        {
          from: user,
          to: friend,
          value: '0x0',
          gas: toHex(10_000_000n),
          maxFeePerGas: toHex(balance / 21_000n),
          maxPriorityFeePerGas: toHex(balance / 21_000n),
        },
      ],
      chain: chain(),
      from: user,
    })
    const [tx] = review!.transactions as {
      gas: bigint
      maxFeePerGas: bigint
      maxPriorityFeePerGas: bigint
    }[]
    expect(tx).toMatchObject({
      gas: 42_000n,
      maxFeePerGas: 2n * fees.maxFeePerGas,
      maxPriorityFeePerGas: 2n * fees.maxFeePerGas,
    })
    expect(review?.maxFee).toBe(42_000n * 2n * fees.maxFeePerGas)
    // Lower hints are kept: they only make it cheaper.
    const cheap = await reviewEvmRequest({
      method: 'eth_sendTransaction',
      params: [{ to: friend, maxFeePerGas: toHex(fees.maxFeePerGas - 1n) }],
      chain: chain(),
      from: user,
    })
    expect(cheap?.transactions).toMatchObject([
      { gas: 21_000n, maxFeePerGas: fees.maxFeePerGas - 1n },
    ])
  })

  it('says "unavailable" when the node has no eth_simulateV1, and bad params are an error, not a throw', async () => {
    // A node that answers everything with "method not found".
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const { id } = JSON.parse(body) as { id: number }
        response.setHeader('content-type', 'application/json')
        response.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id,
            error: { code: -32601, message: 'Method not found' },
          }),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const review = await reviewEvmRequest({
        method: 'eth_sendTransaction',
        params: [{ to: token, data: transfer(friend, 1n) }],
        chain: { ...chain(), rpcUrl: `http://127.0.0.1:${port}` },
        from: user,
      })
      expect(review?.simulation.status).toBe('unavailable')
      expect(review?.transactions).toMatchObject({ error: expect.any(String) })
    } finally {
      server.close()
    }
    const bad = await reviewEvmRequest({
      method: 'wallet_sendCalls',
      params: [{ calls: [{ to: 'nope' }] }],
      chain: chain(),
      from: user,
    })
    expect(bad?.transactions).toEqual({
      error: 'call 0: "to" must be an address',
    })
    expect(
      await reviewEvmRequest({
        method: 'personal_sign',
        params: [],
        chain: chain(),
        from: user,
      }),
    ).toBeUndefined()
  })
})
