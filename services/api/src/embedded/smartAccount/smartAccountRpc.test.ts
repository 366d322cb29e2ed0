// Issue #22: an embedded user's smart account, through the service's
// prepared /rpc, a real Alto bundler and the real contracts on anvil: the
// first send deploys the account, a two-call batch is one atomic user
// operation, the review shows the calls decoded from the operation's
// callData and its fee, messages verify by ERC-6492/1271.

import type {
  EvmMessageReview,
  EvmTransactionReview,
} from '@latch/common/embedded-protocol'
import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testChain } from '../../../test/blockchain/createBlockchainTestApi.js'
import { callPreparedRpc } from '../../../test/embedded/callPreparedRpc.js'
import {
  EMBEDDED_TEST_ORIGIN,
  EMBEDDED_TEST_PROJECT,
} from '../../../test/embedded/createEmbeddedTestDb.js'
import {
  createEmbeddedTestService,
  TEST_DEVICE,
} from '../../../test/embedded/createEmbeddedTestService.js'
import { useSmartAccountChain } from '../../../test/embedded/smartAccountChain.js'
import { smartAccountAddressOf } from './loadUserSmartAccount.js'

const chain = useSmartAccountChain()

const hex = (n: bigint) => `0x${n.toString(16)}`
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

describe('the embedded user’s smart account (prepared /rpc, Alto, anvil)', () => {
  const setup = async (email: string) => {
    const s = await createEmbeddedTestService('pglite', {
      chains: [
        testChain(31337, chain.anvil.url, { bundlerUrl: chain.bundler.url }),
        // A chain without a bundler: no smart account there.
        testChain(31338, chain.anvil.url),
      ],
      prices: { ETH: 3000 },
    })
    const session = await s.login(email)
    const owner = session.user.address as Address
    const smart = smartAccountAddressOf(owner)
    const client = createPublicClient({ transport: http(chain.anvil.url) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [smart, hex(parseEther('10'))] as never,
    })
    const call = (method: string, params: unknown, chainId = 31337) =>
      callPreparedRpc(s.post, {
        token: session.token,
        chainId,
        method,
        params,
      })
    /** A safe method: straight to /rpc. */
    const read = async (method: string, params: unknown) => {
      const response = await s.post(
        '/rpc',
        { chainId: 31337, method, params },
        { token: session.token },
      )
      // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC results
      return ((await response.json()) as any).result
    }
    return { s, session, owner, smart, client, call, read }
  }

  it('lists the smart account; its first send deploys it, moves ETH, and pays at most the fee shown', async () => {
    const { s, session, owner, smart, client, call } = await setup(
      'sa-first@example.com',
    )
    const query = new URLSearchParams({
      projectId: EMBEDDED_TEST_PROJECT,
      origin: EMBEDDED_TEST_ORIGIN,
      deviceId: TEST_DEVICE,
    })
    const { user } = (await (
      await s.get(`/v1/embedded/user?${query}`, {
        headers: { authorization: `Bearer ${session.token}` },
      })
    ).json()) as { user: { accounts: unknown } }
    expect(user.accounts).toEqual([
      { address: owner, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ])
    expect(await client.getCode({ address: smart })).toBeUndefined()
    const recipient = fresh()
    const answer = await call('eth_sendTransaction', [
      { from: smart, to: recipient, value: hex(parseEther('0.5')) },
    ])
    expect(answer.prepare.status).toBe(200)
    const review = answer.review as EvmTransactionReview
    expect(review.smartAccount).toEqual({
      address: smart,
      deploys: true,
      atomic: true,
    })
    expect(review.calls).toEqual([
      expect.objectContaining({
        to: recipient,
        value: parseEther('0.5').toString(),
      }),
    ])
    expect(review.calls[0]).not.toHaveProperty('maxFee')
    expect(BigInt(review.maxFee ?? 0)).toBeGreaterThan(0n)
    expect(review.maxFeeUsd).toBeGreaterThan(0)
    expect(answer.status).toBe(200)
    const receipt = await client.getTransactionReceipt({
      hash: answer.body.result,
    })
    expect(receipt.status).toBe('success')
    expect((await client.getCode({ address: smart }))?.length).toBeGreaterThan(
      2,
    )
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.5'),
    )
    const left = await client.getBalance({ address: smart })
    const paid = parseEther('10') - parseEther('0.5') - left
    expect(paid).toBeGreaterThan(0n)
    expect(paid).toBeLessThanOrEqual(BigInt(review.maxFee ?? 0))
    // The EOA paid nothing.
    expect(await client.getBalance({ address: owner })).toBe(0n)
    // The next ones run on the deployed account (its EntryPoint deposit
    // topped up from its balance each time).
    for (const round of [1n, 2n]) {
      const next = await call('eth_sendTransaction', [
        { from: smart, to: recipient, value: hex(round) },
      ])
      expect((next.review as EvmTransactionReview).smartAccount?.deploys).toBe(
        false,
      )
      expect(next.status, JSON.stringify(next.body)).toBe(200)
    }
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.5') + 3n,
    )
  }, 120_000)

  it('a two-call batch (ETH and LDT) is one atomic user operation; getCallsStatus reads it', async () => {
    const { smart, client, call, read } = await setup('sa-batch@example.com')
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccounts[7]!.privateKey),
      transport: http(chain.anvil.url),
    })
    await waitForReceipt(
      client,
      await funder.writeContract({
        chain: null,
        address: DEMO_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [smart, parseEther('100')],
      }),
    )
    const [a, b] = [fresh(), fresh()] as [Address, Address]
    const answer = await call('wallet_sendCalls', [
      {
        version: '2.0.0',
        from: smart,
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: a, value: hex(1_000n) },
          {
            to: DEMO_TOKEN_ADDRESS,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [b, parseEther('12.5')],
            }),
          },
        ],
      },
    ])
    expect(answer.status).toBe(200)
    const review = answer.review as EvmTransactionReview
    expect(review.calls).toHaveLength(2)
    expect(review.calls[1]?.decoded).toMatchObject({
      standard: 'erc20',
      kind: 'transfer',
      to: b,
      amount: parseEther('12.5').toString(),
      symbol: 'LDT',
    })
    const id = answer.body.result.id as string
    let status: { status: number; atomic: boolean; receipts: unknown[] }
    for (;;) {
      status = await read('wallet_getCallsStatus', [id])
      if (status.status !== 100) break
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await client.getBalance({ address: a })).toBe(1_000n)
    expect(
      await client.readContract({
        address: DEMO_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [b],
      }),
    ).toBe(parseEther('12.5'))
  }, 120_000)

  it('a batch whose second call reverts moves nothing', async () => {
    const { smart, client, call, read } = await setup('sa-revert@example.com')
    const a = fresh()
    const answer = await call('wallet_sendCalls', [
      {
        version: '2.0.0',
        from: smart,
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: a, value: hex(1_000n) },
          {
            // More LDT than the account holds (none): reverts.
            to: DEMO_TOKEN_ADDRESS,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [a, 1n],
            }),
          },
        ],
      },
    ])
    // Refused before anything is signed (the bundler's estimate reverts),
    // or sent and reported failed: either way the first call did not run.
    if (answer.prepare.status === 200 && answer.status === 200) {
      const id = answer.body.result.id as string
      let status: { status: number }
      for (;;) {
        status = await read('wallet_getCallsStatus', [id])
        if (status.status !== 100) break
        await new Promise((r) => setTimeout(r, 200))
      }
      expect(status.status).toBe(500)
    } else expect(answer.prepare.status).toBe(400)
    expect(await client.getBalance({ address: a })).toBe(0n)
  }, 120_000)

  it('signs messages as the smart account (ERC-6492 before deployment); capabilities say atomic only for it', async () => {
    const { owner, smart, client, call, read } = await setup(
      'sa-sign@example.com',
    )
    const message = 'Sign in to Latch with a smart account'
    const signed = await call('personal_sign', [message, smart])
    expect(signed.status).toBe(200)
    expect((signed.review as EvmMessageReview).text).toBe(message)
    expect(
      await client.verifyMessage({
        address: smart,
        message,
        signature: signed.body.result,
      }),
    ).toBe(true)
    const capabilities = await read('wallet_getCapabilities', [smart])
    expect(capabilities['0x7a69'].atomic.status).toBe('supported')
    expect(capabilities['0x7a6a'].atomic.status).toBe('unsupported')
    // ERC-7715 sessions: the smart account where it has a bundler only.
    expect(capabilities['0x7a69'].permissions).toEqual({
      supported: true,
      signerTypes: ['account', 'key'],
      permissionTypes: [
        'native-token-transfer',
        'native-token-recurring-allowance',
        'erc20-token-transfer',
        'contract-call',
      ],
    })
    expect(capabilities['0x7a6a'].permissions).toBeUndefined()
    const ofOwner = await read('wallet_getCapabilities', [owner])
    expect(ofOwner['0x7a69'].atomic.status).toBe('unsupported')
    expect(ofOwner['0x7a69'].permissions).toBeUndefined()
  }, 120_000)

  it('GET /smart-accounts names the chains with a bundler', async () => {
    const { s } = await setup('sa-networks@example.com')
    const query = new URLSearchParams({
      projectId: EMBEDDED_TEST_PROJECT,
      origin: EMBEDDED_TEST_ORIGIN,
      deviceId: TEST_DEVICE,
    })
    const response = await s.get(`/v1/embedded/smart-accounts?${query}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ networks: [31337] })
  }, 120_000)

  it('refuses the smart account where the chain has no bundler, and addresses that are neither account', async () => {
    const { smart, call } = await setup('sa-refused@example.com')
    const noBundler = await call(
      'eth_sendTransaction',
      [{ from: smart, to: fresh(), value: '0x1' }],
      31338,
    )
    expect(noBundler.prepare.status).toBe(400)
    expect(JSON.stringify(noBundler.prepare.body)).toContain(
      'Smart accounts are not enabled on this network',
    )
    const stranger = await call('eth_sendTransaction', [
      { from: fresh(), to: fresh(), value: '0x1' },
    ])
    expect(stranger.prepare.status).toBe(400)
  }, 120_000)
})
