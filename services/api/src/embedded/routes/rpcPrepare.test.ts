// Issue #17: what the user approves is what gets signed. /rpc/prepare
// stores the request as the service will sign it (gas and fees set by the
// service), reviews it (decoded calls, max network fee, simulation), and
// /rpc signs only that, once. On anvil with the LDT ERC-20 (@latch/devnet).

import type {
  EvmMessageReview,
  EvmTransactionReview,
  EvmTypedDataReview,
} from '@latch/common/embedded-protocol'
import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  type StartAnvilReturnType,
  seedDevnet,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import fc from 'fast-check'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  http,
  maxUint256,
  parseEther,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testChain } from '../../../test/blockchain/createBlockchainTestApi.js'
import { callPreparedRpc } from '../../../test/embedded/callPreparedRpc.js'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'
import { sweepEmbedded } from '../db/sweepEmbedded.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedDevnet({ rpcUrl: anvil.url })
}, 60_000)
afterAll(() => anvil?.stop())

const recipient = '0x000000000000000000000000000000000000bEEF'
const attacker = '0x00000000000000000000000000000000000a77Ac'
const hex = (n: bigint) => `0x${n.toString(16)}`

describe.each(dbKinds)('POST /rpc/prepare and prepared /rpc on %s', (kind) => {
  const setup = async (email = `prep-${kind}@example.com`) => {
    const s = await createEmbeddedTestService(kind, {
      // No configured tokens: symbol and decimals come from the contract.
      chains: [testChain(31337, anvil.url, { tokens: [] })],
      prices: { ETH: 3000 },
    })
    const session = await s.login(email)
    const address = session.user.address
    const client = createPublicClient({ transport: http(anvil.url) })
    const fund = async (wei: bigint) =>
      client.request({
        method: 'anvil_setBalance' as never,
        params: [address, hex(wei)] as never,
      })
    const call = (method: string, params: unknown, token = session.token) =>
      callPreparedRpc(s.post, { token, chainId: 31337, method, params })
    const prepare = async (
      method: string,
      params: unknown,
      token = session.token,
    ) => {
      const response = await s.post(
        '/rpc/prepare',
        { chainId: 31337, method, params },
        { token },
      )
      return {
        status: response.status,
        // biome-ignore lint/suspicious/noExplicitAny: JSON answers
        body: (await response.json()) as any,
      }
    }
    const execute = async (
      method: string,
      prepared: unknown,
      token = session.token,
    ) => {
      const response = await s.post(
        '/rpc',
        { chainId: 31337, method, prepared },
        { token },
      )
      return {
        status: response.status,
        // biome-ignore lint/suspicious/noExplicitAny: JSON answers
        body: (await response.json()) as any,
      }
    }
    return { s, session, address, client, fund, call, prepare, execute }
  }

  it('hidden fees: the service sets gas and fees, the review shows gas × maxFee, the user pays at most that', async () => {
    const { address, client, fund, call, s } = await setup()
    await fund(parseEther('10'))
    const balance = await client.getBalance({ address })
    const greedy = balance / 21_000n
    const answer = await call('eth_sendTransaction', [
      {
        from: address,
        to: recipient,
        value: '0x0',
        gas: hex(21_000n),
        maxFeePerGas: hex(greedy),
        maxPriorityFeePerGas: hex(greedy),
      },
    ])
    expect(answer.prepare.status).toBe(200)
    const review = answer.review as EvmTransactionReview
    const [shown] = review.calls
    const node = await client.estimateFeesPerGas()
    // The page's fee is refused: at most twice the node's.
    expect(BigInt(shown?.maxFeePerGas ?? 0)).toBeLessThanOrEqual(
      2n * node.maxFeePerGas,
    )
    expect(BigInt(shown?.maxFeePerGas ?? 0)).toBeLessThan(greedy)
    expect(shown?.gas).toBe('21000')
    expect(review.maxFee).toBe(
      (BigInt(shown?.gas ?? 0) * BigInt(shown?.maxFeePerGas ?? 0)).toString(),
    )
    expect(review.currency).toEqual({ symbol: 'ETH', decimals: 18 })
    expect(review.maxFeeUsd).toBeCloseTo(
      Number(formatEther(BigInt(review.maxFee!))) * 3000,
    )
    // The stored request is the one reviewed.
    const [row] = await s.db.query<{ params: unknown }>(
      'SELECT params FROM embedded_prepared_requests',
    )
    const stored = (
      typeof row?.params === 'string' ? JSON.parse(row.params) : row?.params
    ) as { transactions: { gas: string; maxFeePerGas: string }[] }
    expect(BigInt(stored.transactions[0]?.gas ?? 0).toString()).toBe(shown?.gas)
    expect(BigInt(stored.transactions[0]?.maxFeePerGas ?? 0).toString()).toBe(
      shown?.maxFeePerGas,
    )
    expect(answer.status).toBe(200)
    const receipt = await waitForReceipt(client, answer.body.result)
    expect(receipt.status).toBe('success')
    const after = await client.getBalance({ address })
    expect(balance - after).toBeLessThanOrEqual(BigInt(review.maxFee!))
    expect(after).toBeGreaterThan(parseEther('9.99'))
  })

  it('a caller gas hint within [estimate, 2 × estimate] is used; above it, the estimate; simulation unavailable never blocks', async () => {
    const { address, fund, prepare } = await setup()
    await fund(parseEther('1'))
    const tx = (gas: bigint) => [
      { from: address, to: recipient, value: '0x1', gas: hex(gas) },
    ]
    const within = await prepare('eth_sendTransaction', tx(30_000n))
    expect(within.body.review.calls[0].gas).toBe('30000')
    const above = await prepare('eth_sendTransaction', tx(50_000n))
    expect(above.body.review.calls[0].gas).toBe('21000')
    // Contract creation: anvil's eth_simulateV1 cannot run it; the review
    // says so and the prompt still comes.
    const create = await prepare('eth_sendTransaction', [
      { from: address, data: '0x600a600c600039600a6000f3602a60005260206000f3' },
    ])
    expect(create.status).toBe(200)
    expect(create.body.review.calls[0].to).toBeNull()
    expect(create.body.review.simulation).toEqual({ status: 'unavailable' })
  })

  it('decodes approve(attacker, max) and transfer(x, 1) differently; simulation shows the asset changes', async () => {
    const { address, client, fund, prepare, call } = await setup()
    await fund(parseEther('1'))
    const dev = createWalletClient({
      account: privateKeyToAccount(devAccounts[0]!.privateKey),
      chain: defineChain({
        id: 31337,
        name: 'anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.url] } },
      }),
      transport: http(anvil.url),
    })
    await waitForReceipt(
      client,
      await dev.writeContract({
        address: DEMO_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, parseEther('5')],
      }),
    )
    const approve = await prepare('eth_sendTransaction', [
      {
        from: address,
        to: DEMO_TOKEN_ADDRESS,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [attacker, maxUint256],
        }),
      },
    ])
    expect(approve.status).toBe(200)
    const approval = approve.body.review as EvmTransactionReview
    expect(approval.calls[0]?.dataBytes).toBe(68)
    expect(approval.calls[0]?.decoded).toMatchObject({
      standard: 'erc20',
      kind: 'approve',
      spender: attacker,
      amount: maxUint256.toString(),
      unlimited: true,
      symbol: 'LDT',
      decimals: 18,
    })
    expect(approval.warnings).toContainEqual({
      kind: 'unlimitedApproval',
      token: DEMO_TOKEN_ADDRESS,
      spender: attacker,
      call: 1,
      symbol: 'LDT',
    })
    const transfer = await call('eth_sendTransaction', [
      {
        from: address,
        to: DEMO_TOKEN_ADDRESS,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, 1n],
        }),
      },
    ])
    const review = transfer.review as EvmTransactionReview
    expect(review.calls[0]?.decoded).toMatchObject({
      kind: 'transfer',
      to: recipient,
      amount: '1',
      symbol: 'LDT',
    })
    expect(review.warnings).toEqual([])
    expect(review.simulation).toEqual({
      status: 'ok',
      changes: [
        { token: DEMO_TOKEN_ADDRESS, delta: '-1', symbol: 'LDT', decimals: 18 },
      ],
    })
    expect(transfer.status).toBe(200)
    // A native transfer: the simulation shows ETH leaving.
    const native = await prepare('eth_sendTransaction', [
      { from: address, to: recipient, value: hex(1000n) },
    ])
    expect(native.body.review.simulation).toEqual({
      status: 'ok',
      changes: [
        {
          token: 'native',
          delta: '-1000',
          symbol: 'ETH',
          decimals: 18,
        },
      ],
    })
    // A call that reverts: transferring more LDT than held.
    const reverting = await prepare('eth_sendTransaction', [
      {
        from: address,
        to: DEMO_TOKEN_ADDRESS,
        gas: hex(100_000n),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, parseEther('1000')],
        }),
      },
    ])
    expect(reverting.status).toBe(200)
    expect(reverting.body.review.warnings).toContainEqual(
      expect.objectContaining({ kind: 'simulationReverted', call: 1 }),
    )
  })

  it('wallet_sendCalls: each call reviewed with its fee, the total is their sum', async () => {
    const { address, fund, call } = await setup()
    await fund(parseEther('1'))
    const greedy = hex(parseEther('1') / 21_000n)
    const answer = await call('wallet_sendCalls', [
      {
        version: '2.0.0',
        from: address,
        chainId: '0x7a69',
        calls: [
          { to: recipient, value: '0x1', maxFeePerGas: greedy },
          {
            to: DEMO_TOKEN_ADDRESS,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [attacker, maxUint256],
            }),
          },
        ],
      },
    ])
    const review = answer.review as EvmTransactionReview
    expect(review.calls).toHaveLength(2)
    expect(review.calls[1]?.decoded?.kind).toBe('approve')
    expect(BigInt(review.calls[0]?.maxFeePerGas ?? 0)).toBeLessThan(
      BigInt(greedy),
    )
    expect(BigInt(review.maxFee!)).toBe(
      review.calls.reduce((sum, c) => sum + BigInt(c.maxFee!), 0n),
    )
    expect(review.warnings).toContainEqual(
      expect.objectContaining({ kind: 'unlimitedApproval', call: 2 }),
    )
    expect(answer.status).toBe(200)
    expect(answer.body.result.id).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('prepared ids are single use, bound to the session, expire; not-safe methods need one', async () => {
    const { s, address, prepare, execute } = await setup()
    const other = await s.login(`other-${kind}@example.com`)
    const params = ['0x68656c6c6f', address]
    const without = await s.post(
      '/rpc',
      { chainId: 31337, method: 'personal_sign', params },
      { token: (await s.login(`third-${kind}@example.com`)).token },
    )
    expect(without.status).toBe(400)
    expect(
      ((await without.json()) as { error: { code: string } }).error.code,
    ).toBe('approval_required')
    const first = await prepare('personal_sign', params)
    expect(first.body.expiresAt - Date.now()).toBeLessThanOrEqual(300_000)
    // Another session cannot use it, and the attempt does not spend it.
    expect(
      (await execute('personal_sign', first.body.id, other.token)).status,
    ).toBe(410)
    const signed = await execute('personal_sign', first.body.id)
    expect(signed.status).toBe(200)
    const again = await execute('personal_sign', first.body.id)
    expect(again.status).toBe(410)
    expect(again.body.error.code).toBe('prepared_gone')
    // Another method than the one prepared.
    const second = await prepare('personal_sign', params)
    expect((await execute('eth_sendTransaction', second.body.id)).status).toBe(
      400,
    )
    // Expired.
    const third = await prepare('personal_sign', params)
    await s.db.query(
      "UPDATE embedded_prepared_requests SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
    )
    expect((await execute('personal_sign', third.body.id)).status).toBe(410)
    expect((await execute('personal_sign', 'not-an-id')).status).toBe(400)
    // Swept a day after expiry, with the other spent rows.
    await sweepEmbedded(s.db, { now: Date.now() + 2 * 86_400_000 })
    expect(
      await s.db.query('SELECT id_hash FROM embedded_prepared_requests'),
    ).toEqual([])
    // Safe methods have nothing to prepare.
    expect((await prepare('eth_chainId', [])).status).toBe(403)
  })

  it('typed data: EIP712Domain as primary type refused; only typed fields shown; invisible characters revealed', async () => {
    const { address, prepare, call } = await setup()
    const data = {
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }],
        Mail: [
          { name: 'contents', type: 'string' },
          { name: 'to', type: 'Person' },
        ],
        Person: [{ name: 'wallet', type: 'address' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Latch', chainId: 31337 },
      message: {
        contents: 'pay \u202Egnp.exe',
        to: { wallet: recipient, nickname: 'ignored' },
        amount: '1000000',
      },
    }
    const domainPrimary = await prepare('eth_signTypedData_v4', [
      address,
      JSON.stringify({ ...data, primaryType: 'EIP712Domain' }),
    ])
    expect(domainPrimary.status).toBe(400)
    const answer = await call('eth_signTypedData_v4', [
      address,
      JSON.stringify(data),
    ])
    const review = answer.review as EvmTypedDataReview
    expect(review.fields).toEqual([
      { name: 'contents', type: 'string', value: 'pay ⟨U+202E⟩gnp.exe' },
      {
        name: 'to',
        type: 'Person',
        fields: [{ name: 'wallet', type: 'address', value: recipient }],
      },
    ])
    expect(review.domain).toEqual([
      { name: 'name', type: 'string', value: 'Latch' },
      { name: 'chainId', type: 'uint256', value: '31337' },
    ])
    expect(review.warnings).toEqual(
      expect.arrayContaining([
        { kind: 'ignoredFields', count: 2 },
        { kind: 'invisibleCharacters', count: 1 },
      ]),
    )
    // What was signed is the typed part, as shown.
    const { EIP712Domain: _, ...types } = data.types
    expect(
      await verifyTypedData({
        address,
        types,
        primaryType: 'Mail',
        domain: data.domain,
        message: { contents: data.message.contents, to: { wallet: recipient } },
        signature: answer.body.result,
      }),
    ).toBe(true)
    const message = await prepare('personal_sign', [
      `0x${Buffer.from('ok\u200Bok').toString('hex')}`,
      address,
    ])
    expect(message.body.review as EvmMessageReview).toEqual({
      namespace: 'eip155',
      kind: 'message',
      text: 'ok⟨U+200B⟩ok',
      warnings: [{ kind: 'invisibleCharacters', count: 1 }],
    })
  })

  it('hostile params of a live session: JSON 4xx or a review, never a 500', async () => {
    const { address, prepare, execute } = await setup()
    const value = fc.oneof(
      fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown),
      fc.constantFrom(address, '0x', '0xzz', `0x${'f'.repeat(70)}`, -1, 1e308),
    )
    const tx = fc.record(
      {
        from: fc.oneof(fc.constant(address), value),
        to: fc.oneof(fc.constant(recipient), value),
        value: fc.oneof(fc.constant('0x1'), value),
        data: fc.oneof(fc.constant('0xa9059cbb'), value),
        gas: value,
        maxFeePerGas: value,
      },
      { requiredKeys: [] },
    )
    // Found by this property in CI: `0x` is hex but no quantity.
    for (const field of [
      'value',
      'gas',
      'maxFeePerGas',
      'maxPriorityFeePerGas',
    ]) {
      const answer = await prepare('eth_sendTransaction', [
        { to: recipient, [field]: '0x' },
      ])
      expect(answer.status, field).toBe(400)
      expect(answer.body.error?.message).toBe(`${field} must be a hex quantity`)
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_sendCalls',
        ),
        fc.oneof(
          value,
          fc.tuple(tx),
          fc.tuple(fc.record({ calls: fc.array(tx, { maxLength: 3 }) })),
          fc.tuple(fc.oneof(fc.string(), value), fc.constant(address)),
          fc.tuple(fc.constant(address), value),
        ),
        async (method, params) => {
          const answer = await prepare(method, params)
          expect(answer.status, JSON.stringify(params)).toBeLessThan(500)
          if (answer.status !== 200)
            expect(typeof answer.body.error?.message).toBe('string')
          else expect(answer.body.review.namespace).toBe('eip155')
        },
      ),
      { numRuns: 40 },
    )
    for (const prepared of [null, 42, {}, 'x'.repeat(43), ['a']])
      expect((await execute('personal_sign', prepared)).status).toBeLessThan(
        500,
      )
  })
})
