// Issue #22 item 5: smart sessions of an embedded user's smart account on
// a real anvil + Alto bundler + the Delegation Framework's contracts. The
// grant goes through the service's prepared /rpc; the session key then
// redeems on its own (its own transaction to DelegationManager, no
// prompt), and every refusal is a transaction reverted **on chain**.

import type { EvmPermissionsReview } from '@latch/common/embedded-protocol'
import {
  encodeRedeemDelegations,
  sessionRevokeMessage,
  smartAccountContracts,
} from '@latch/common/smart-account'
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
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testChain } from '../../../test/blockchain/createBlockchainTestApi.js'
import { callPreparedRpc } from '../../../test/embedded/callPreparedRpc.js'
import { EMBEDDED_TEST_PROJECT } from '../../../test/embedded/createEmbeddedTestDb.js'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { useSmartAccountChain } from '../../../test/embedded/smartAccountChain.js'
import { type DbKind, dbKinds } from '../../../test/testDbs.js'
import { createApp } from '../../app/createApp.js'
import { createBlockchainExtension } from '../../blockchain/createBlockchainExtension.js'
import { getBlockchainSettings } from '../../blockchain/settings/getBlockchainSettings.js'
import { smartAccountAddressOf } from '../smartAccount/loadUserSmartAccount.js'

const chain = useSmartAccountChain()

const hex = (n: bigint) => `0x${n.toString(16)}`
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

const setup = async (email: string, kind: DbKind = 'pglite') => {
  const s = await createEmbeddedTestService(kind, {
    chains: [
      testChain(31337, chain.anvil.url, { bundlerUrl: chain.bundler.url }),
    ],
    prices: { ETH: 3000 },
  })
  const session = await s.login(email)
  const owner = session.user.address as Address
  const smart = smartAccountAddressOf(owner)
  const client = createPublicClient({ transport: http(chain.anvil.url) })
  const setBalance = (address: Address, wei: bigint) =>
    client.request({
      method: 'anvil_setBalance' as never,
      params: [address, hex(wei)] as never,
    })
  await setBalance(smart, parseEther('10'))
  const call = (method: string, params: unknown) =>
    callPreparedRpc(s.post, {
      token: session.token,
      chainId: 31337,
      method,
      params,
    })
  const now = async () => Number((await client.getBlock()).timestamp)
  /** A dapp's session key with gas money of its own. */
  const sessionKey = async () => {
    const key = privateKeyToAccount(generatePrivateKey())
    await setBalance(key.address, parseEther('1'))
    const wallet = createWalletClient({
      account: key,
      transport: http(chain.anvil.url),
    })
    /**
     * The key's own transaction redeeming `context` for one call (gas set,
     * so a refusal is a reverted transaction on chain, not an estimate).
     */
    const redeem = async (
      context: Hex,
      call: { to: Address; value?: bigint; data?: Hex },
    ) => {
      const hash = await wallet.sendTransaction({
        chain: null,
        to: smartAccountContracts.DelegationManager,
        data: encodeRedeemDelegations(context, call),
        gas: 600_000n,
      })
      return (await waitForReceipt(client, hash)).status
    }
    return { key, redeem }
  }
  const grant = async (
    key: Address,
    permissions: unknown[],
    { expiry, method = 'wallet_grantPermissions' } = {} as {
      expiry?: number
      method?: string
    },
  ) => {
    const request = {
      chainId: '0x7a69',
      expiry: expiry ?? (await now()) + 3600,
      signer: { type: 'account', data: { address: key } },
      permissions,
    }
    return call(
      method,
      method === 'wallet_grantPermissions' ? [request] : [[request]],
    )
  }
  return { s, session, owner, smart, client, call, now, sessionKey, grant }
}

const nativeLimit = (wei: bigint) => [
  { type: 'native-token-transfer', data: { allowance: hex(wei) } },
]

describe('smart sessions (ERC-7715 → Delegation Framework, enforced on chain)', () => {
  it('a 0.5 ETH / 1 h session: 0.3 ETH redeems with no prompt, a second 0.3 reverts on chain, expiry and revocation revert on chain', async () => {
    const { s, smart, client, call, now, sessionKey, grant } = await setup(
      'sess-native@example.com',
    )
    const { key, redeem } = await sessionKey()
    const expiry = (await now()) + 3600
    const granted = await grant(key.address, nativeLimit(parseEther('0.5')), {
      expiry,
    })
    expect(granted.prepare.status, JSON.stringify(granted.prepare.body)).toBe(
      200,
    )
    expect(granted.review).toEqual({
      namespace: 'eip155',
      kind: 'permissions',
      chainId: 31337,
      account: smart,
      sessionKey: key.address,
      expiry,
      limits: [
        {
          kind: 'nativeTotal',
          amount: parseEther('0.5').toString(),
          symbol: 'ETH',
          decimals: 18,
        },
      ],
      deploys: true,
      warnings: [],
    } satisfies EvmPermissionsReview)
    expect(granted.status, JSON.stringify(granted.body)).toBe(200)
    const context = granted.body.result.permissionsContext as Hex
    expect(granted.body.result.context).toBe(context)
    // The grant deployed the account (DelegationManager checks its
    // signature by ERC-1271).
    expect((await client.getCode({ address: smart }))?.length).toBeGreaterThan(
      2,
    )
    const recipient = fresh()
    expect(
      await redeem(context, { to: recipient, value: parseEther('0.3') }),
    ).toBe('success')
    expect(
      await redeem(context, { to: recipient, value: parseEther('0.3') }),
    ).toBe('reverted')
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.3'),
    )
    // Not a contract call: a native-only session sends plain transfers.
    expect(
      await redeem(context, {
        to: DEMO_TOKEN_ADDRESS,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [recipient, 1n],
        }),
      }),
    ).toBe('reverted')

    // Expiry: a second session, then anvil's clock past it.
    const second = await grant(key.address, nativeLimit(parseEther('0.5')))
    expect(second.status).toBe(200)
    expect((second.review as EvmPermissionsReview).deploys).toBe(false)
    const late = second.body.result.permissionsContext as Hex
    expect(await redeem(late, { to: recipient, value: 1_000n })).toBe('success')
    await client.request({
      method: 'evm_increaseTime' as never,
      params: [3601] as never,
    })
    await client.request({ method: 'evm_mine' as never, params: [] as never })
    expect(await redeem(late, { to: recipient, value: 1_000n })).toBe(
      'reverted',
    )

    // Revocation: a third session, disabled on chain by the account.
    const third = await grant(key.address, nativeLimit(parseEther('0.5')), {
      method: 'wallet_requestExecutionPermissions',
    })
    expect(third.status, JSON.stringify(third.body)).toBe(200)
    const revocable = third.body.result[0].permissionsContext as Hex
    expect(await redeem(revocable, { to: recipient, value: 2_000n })).toBe(
      'success',
    )
    const revoked = await call('wallet_revokePermissions', [
      { permissionsContext: revocable },
    ])
    expect(revoked.prepare.status).toBe(200)
    expect(revoked.review).toMatchObject({
      kind: 'transaction',
      calls: [{ to: smartAccountContracts.DelegationManager }],
    })
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200)
    expect(await redeem(revocable, { to: recipient, value: 2_000n })).toBe(
      'reverted',
    )
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.3') + 3_000n,
    )
    // The store: three sessions, the last revoked.
    const rows = await s.db.query<{ context: string; revoked: boolean }>(
      'SELECT context, revoked_at IS NOT NULL AS revoked FROM smart_sessions WHERE address = $1',
      [smart.toLowerCase()],
    )
    expect(rows).toHaveLength(3)
    expect(rows.filter((r) => r.revoked).map((r) => r.context)).toEqual([
      revocable.toLowerCase(),
    ])
  }, 180_000)

  it('a contract-call session on the demo token with transfer only: transfer runs, approve reverts on chain; an ERC-20 limit holds', async () => {
    const { smart, client, sessionKey, grant } = await setup(
      'sess-token@example.com',
    )
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
    const { key, redeem } = await sessionKey()
    const granted = await grant(key.address, [
      {
        type: 'contract-call',
        data: {
          address: DEMO_TOKEN_ADDRESS,
          abi: erc20Abi,
          functions: [{ functionName: 'transfer' }],
        },
      },
    ])
    expect(granted.status, JSON.stringify(granted.body)).toBe(200)
    const context = granted.body.result.permissionsContext as Hex
    const to = fresh()
    const token = (functionName: 'transfer' | 'approve', amount: bigint) => ({
      to: DEMO_TOKEN_ADDRESS as Address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName,
        args: [to, amount],
      }),
    })
    expect(await redeem(context, token('transfer', parseEther('1')))).toBe(
      'success',
    )
    expect(await redeem(context, token('approve', parseEther('1')))).toBe(
      'reverted',
    )
    // Another target: refused on chain too.
    expect(await redeem(context, { to, value: 1n })).toBe('reverted')
    const allowance = () =>
      client.readContract({
        address: DEMO_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [smart, to],
      })
    expect(await allowance()).toBe(0n)

    // An ERC-20 limit of 10 LDT: 6 runs, 6 more reverts.
    const limited = await grant(key.address, [
      {
        type: 'erc20-token-transfer',
        data: { address: DEMO_TOKEN_ADDRESS, allowance: hex(parseEther('10')) },
      },
    ])
    expect(limited.status, JSON.stringify(limited.body)).toBe(200)
    const ldt = limited.body.result.permissionsContext as Hex
    expect(await redeem(ldt, token('transfer', parseEther('6')))).toBe(
      'success',
    )
    expect(await redeem(ldt, token('transfer', parseEther('6')))).toBe(
      'reverted',
    )
    expect(
      await client.readContract({
        address: DEMO_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      }),
    ).toBe(parseEther('7'))
  }, 180_000)

  it('one grant with a native and an ERC-20 limit (LogicalOrWrapperEnforcer): each limit holds on chain on its own, neither lets the other through', async () => {
    const { smart, client, sessionKey, grant } = await setup(
      'sess-both@example.com',
    )
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
    const { key, redeem } = await sessionKey()
    const granted = await grant(key.address, [
      {
        type: 'native-token-transfer',
        data: { allowance: hex(parseEther('0.5')) },
      },
      {
        type: 'erc20-token-transfer',
        data: { address: DEMO_TOKEN_ADDRESS, allowance: hex(parseEther('10')) },
      },
    ])
    expect(granted.status, JSON.stringify(granted.body)).toBe(200)
    expect(granted.review).toMatchObject({
      kind: 'permissions',
      limits: [
        { kind: 'nativeTotal', amount: parseEther('0.5').toString() },
        { kind: 'erc20Total', amount: parseEther('10').toString() },
      ],
    })
    const context = granted.body.result.permissionsContext as Hex
    const to = fresh()
    const transfer = (amount: bigint, value = 0n) => ({
      to: DEMO_TOKEN_ADDRESS as Address,
      value,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      }),
    })
    const tokens = () =>
      client.readContract({
        address: DEMO_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      })
    // Native: 0.3 runs, 0.3 more (0.6 > 0.5) reverts.
    expect(await redeem(context, { to, value: parseEther('0.3') })).toBe(
      'success',
    )
    expect(await redeem(context, { to, value: parseEther('0.3') })).toBe(
      'reverted',
    )
    // ERC-20: 6 LDT runs, 6 more (12 > 10) reverts; the native total
    // spent does not stop it.
    expect(await redeem(context, transfer(parseEther('6')))).toBe('success')
    expect(await redeem(context, transfer(parseEther('6')))).toBe('reverted')
    // A token transfer carrying value fits no group: reverts.
    expect(await redeem(context, transfer(1n, 1n))).toBe('reverted')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.3'))
    expect(await tokens()).toBe(parseEther('6'))
  }, 180_000)

  it.each(dbKinds)(
    'GET /v1/sessions lists them; POST revoke takes the owner’s signature only (%s)',
    async (kind) => {
      const { s, smart, call, sessionKey, grant } = await setup(
        `sess-api-${kind}@example.com`,
        kind,
      )
      const { key } = await sessionKey()
      const granted = await grant(key.address, nativeLimit(parseEther('0.2')))
      expect(granted.status).toBe(200)
      const pci = granted.body.result.permissionsContext as Hex
      const api = createApp({
        db: s.db,
        settings: {},
        extensions: [
          createBlockchainExtension({
            settings: getBlockchainSettings({
              env: {},
              chains: [testChain(31337, chain.anvil.url)],
              solanaChains: [],
            }),
            indexer: false,
          }),
        ],
      })
      const url = (path: string) =>
        `http://localhost${path}?projectId=${EMBEDDED_TEST_PROJECT}&st=latch-test&sv=0.1.0`
      const list = async (account: string) =>
        (await (await api.request(url(`/v1/sessions/${account}`))).json()) as {
          pcis: { pci: string; revoked: boolean }[]
          sessions: {
            pci: string
            expiry: number
            revoked: boolean
            permissions: unknown[]
            sessionKey: string
          }[]
        }
      const listed = await list(`eip155:31337:${smart}`)
      expect(listed.sessions).toEqual([
        expect.objectContaining({
          pci: pci.toLowerCase(),
          sessionKey: key.address.toLowerCase(),
          chainId: 31337,
          permissions: [
            {
              type: 'native-token-transfer',
              allowance: parseEther('0.2').toString(),
            },
          ],
          revoked: false,
        }),
      ])
      expect(listed.pcis).toEqual(listed.sessions)
      expect((await list(fresh())).sessions).toEqual([])
      const revoke = (body: unknown, account: string = smart) =>
        api.request(url(`/v1/sessions/${account}/revoke`), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      const message = sessionRevokeMessage(pci)
      // Someone else's signature of the same message: refused.
      const forged = await privateKeyToAccount(
        generatePrivateKey(),
      ).signMessage({
        message,
      })
      const refused = await revoke({ pci, signature: forged })
      expect([refused.status, (await refused.json()).code]).toEqual([
        403,
        'INVALID_SIGNATURE',
      ])
      // The owner's signature of another message: refused.
      const other = await call('personal_sign', [
        'Revoke something else',
        smart,
      ])
      const wrong = await revoke({ pci, signature: other.body.result })
      expect(wrong.status).toBe(403)
      // Bad input: 4xx, never 5xx.
      for (const [body, status] of [
        [{ pci: 1, signature: '0x' }, 400],
        [{ pci: 'not hex', signature: '0x' }, 400],
        [{ pci, signature: 'zz' }, 403],
        [{ pci: '0xabcd', signature: forged }, 404],
      ] as const) {
        const answer = await revoke(body)
        expect([JSON.stringify(body).slice(0, 40), answer.status]).toEqual([
          JSON.stringify(body).slice(0, 40),
          status,
        ])
      }
      expect((await revoke({ pci, signature: forged }, fresh())).status).toBe(
        404,
      )
      expect((await list(smart)).sessions[0]?.revoked).toBe(false)
      // The account's own signature (its owner's, ERC-1271): revoked.
      const signed = await call('personal_sign', [message, smart])
      expect(signed.status).toBe(200)
      const ok = await revoke({ pci, signature: signed.body.result })
      expect([ok.status, await ok.json()]).toEqual([200, { revoked: true }])
      expect((await list(smart)).sessions[0]?.revoked).toBe(true)
      // Revokes are rate-limited per client (each may cost a node call).
      const statuses = new Set<number>()
      for (let i = 0; i < 25; i++)
        statuses.add((await revoke({ pci, signature: forged })).status)
      expect(statuses.has(429)).toBe(true)
    },
    120_000,
  )

  it('bad permission requests are 400 before anything is signed', async () => {
    const { s, owner, client, call, now, sessionKey, grant } = await setup(
      'sess-bad@example.com',
    )
    const { key } = await sessionKey()
    const t = await now()
    const cases: [string, unknown][] = [
      ['no params', []],
      ['not an object', ['grant']],
      ['no signer', [{ expiry: t + 60, permissions: nativeLimit(1n) }]],
      [
        'expired',
        [
          {
            expiry: t - 1,
            signer: { type: 'account', data: { address: key.address } },
            permissions: nativeLimit(1n),
          },
        ],
      ],
      [
        'too long',
        [
          {
            expiry: t + 400 * 24 * 3600,
            signer: { type: 'account', data: { address: key.address } },
            permissions: nativeLimit(1n),
          },
        ],
      ],
      [
        'other chain',
        [
          {
            chainId: '0x1',
            expiry: t + 60,
            signer: { type: 'account', data: { address: key.address } },
            permissions: nativeLimit(1n),
          },
        ],
      ],
    ]
    for (const [name, params] of cases) {
      const answer = await call('wallet_grantPermissions', params)
      expect([name, answer.prepare.status]).toEqual([name, 400])
    }
    for (const permissions of [
      [],
      [{ type: 'native-token-transfer', data: { allowance: '-1' } }],
      [{ type: 'native-token-transfer', data: { allowance: '0x0' } }],
      [{ type: 'unknown', data: {} }],
      [{ type: 'contract-call', data: { address: '0x12' } }],
      [
        {
          type: 'contract-call',
          data: { address: DEMO_TOKEN_ADDRESS, functions: ['nope'] },
        },
      ],
      // Two native limits, or one token twice (a native and an ERC-20
      // limit together are fine: one LogicalOr group each).
      [...nativeLimit(1n), ...nativeLimit(2n)],
      [
        {
          type: 'erc20-token-transfer',
          data: { address: DEMO_TOKEN_ADDRESS, allowance: '0x1' },
        },
        {
          type: 'erc20-token-transfer',
          data: { address: DEMO_TOKEN_ADDRESS, allowance: '0x2' },
        },
      ],
    ]) {
      const answer = await grant(key.address, permissions)
      expect([permissions, answer.prepare.status]).toEqual([permissions, 400])
    }
    for (const params of [[], ['0x1234'], [{ permissionsContext: 42 }]]) {
      const answer = await call('wallet_revokePermissions', params)
      expect([params, answer.prepare.status]).toEqual([params, 400])
    }
    // Another account's session (another user of the service): refused.
    const other = await s.login('sess-other@example.com')
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [
        smartAccountAddressOf(other.user.address),
        hex(parseEther('1')),
      ] as never,
    })
    const theirs = await callPreparedRpc(s.post, {
      token: other.token,
      chainId: 31337,
      method: 'wallet_grantPermissions',
      params: [
        {
          expiry: t + 3600,
          signer: { type: 'account', data: { address: key.address } },
          permissions: nativeLimit(1n),
        },
      ],
    })
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200)
    const foreign = await call('wallet_revokePermissions', [
      { permissionsContext: theirs.body.result.permissionsContext },
    ])
    expect([foreign.prepare.status, foreign.prepare.body]).toMatchObject([
      400,
      { error: { message: 'the permissions context is not of this account' } },
    ])
    expect(other.user.address).not.toBe(owner)
  }, 180_000)
})
