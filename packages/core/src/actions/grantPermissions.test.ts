// Smart sessions from the toolkit's side, against real peers: the Latch
// Dev Wallet (an EOA: no ERC-7715 `permissions` capability) on a seeded
// anvil, and the real Latch API. The grant → redeem → on-chain refusals
// path with the embedded wallet's smart account runs in the browser
// (apps/demo/e2e/embeddedSessions.e2e.test.ts) and in the service
// (services/api/src/embedded/sessions/smartSessions.test.ts).

import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { devnet, type Network } from '@latch/common'
import {
  decodePermissionsContext,
  delegationHashOf,
  delegationManagerAbi,
  encodeRedeemDelegations,
  smartAccountContracts,
} from '@latch/common/smart-account'
import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  startDevnet,
  waitForReceipt,
} from '@latch/devnet/node'
import { createWalletFixture, startTestApi } from '@latch/test'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiNotConfiguredError } from '../api/errors.js'
import { createConfig } from '../createConfig.js'
import {
  SmartSessionsDisabledError,
  SmartSessionsUnsupportedError,
} from '../errors/smartSessions.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getPermissions } from './getPermissions.js'
import { grantPermissions } from './grantPermissions.js'
import { revokePermissions } from './revokePermissions.js'

let devnetRun: Awaited<ReturnType<typeof startDevnet>>
let api: Awaited<ReturnType<typeof startTestApi>>
let network: Network
beforeAll(async () => {
  devnetRun = await startDevnet({ ports: [0], bundler: false })
  const rpcUrl = devnetRun.chains[0]?.url ?? ''
  network = { ...devnet, rpcUrls: { default: { http: [rpcUrl] } } }
  const settings = getBlockchainSettings({
    env: {},
    chains: [
      {
        chainId: 31337,
        rpcUrls: [rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [],
        spamTokens: [],
      },
    ],
  })
  api = await startTestApi({
    wallets: 0,
    extensions: [createBlockchainExtension({ settings })],
  })
}, 120_000)
afterAll(async () => {
  await api?.close()
  await devnetRun?.stop()
})

const SESSION_KEY = devAccounts[5]?.address as `0x${string}`
const grant = {
  expiry: 4_000_000_000,
  sessionKey: SESSION_KEY,
  permissions: [
    {
      type: 'native-token-transfer',
      data: { allowance: parseEther('0.1') },
    },
  ],
} as const

async function connected(
  options: {
    smartSessions?: boolean
    apiUrl?: string | undefined
    /** The dev wallet grants sessions by EIP-7702 (as this account). */
    sessionWallet?: number
  } = {},
) {
  const fixture = createWalletFixture({
    chains: [{ chainId: 31337, rpcUrl: network.rpcUrls.default.http[0] ?? '' }],
    ...(options.sessionWallet !== undefined && {
      accountIndex: options.sessionWallet,
      smartSessions: true,
    }),
  })
  const config = createConfig({
    projectId: api.projectId,
    networks: [network],
    storage: memoryStorage(),
    connectors: [fixture.connector],
    multiInjectedProviderDiscovery: false,
    apiUrl: 'apiUrl' in options ? options.apiUrl : api.url,
    features: { smartSessions: options.smartSessions ?? true },
  })
  await connect(config, { connector: 'dev.latch.wallet' })
  return { config, fixture }
}

describe('smart sessions', () => {
  it('are off by default: every action says so before asking anyone', async () => {
    const { config, fixture } = await connected({ smartSessions: false })
    const disabled = {
      name: 'SmartSessionsDisabledError',
      shortMessage: 'Smart sessions are turned off.',
    }
    await expect(grantPermissions(config, grant)).rejects.toMatchObject(
      disabled,
    )
    await expect(
      revokePermissions(config, { permissionsContext: '0x1234' }),
    ).rejects.toBeInstanceOf(SmartSessionsDisabledError)
    await expect(getPermissions(config)).rejects.toBeInstanceOf(
      SmartSessionsDisabledError,
    )
    expect(fixture.prompts).toEqual(['eth_requestAccounts'])
    await expect(
      grantPermissions(config, grant).catch(
        (e: Error) => e.message.split('\nVersion:')[0],
      ),
    ).resolves.toMatchInlineSnapshot(`
      "Smart sessions are turned off.

      Pass \`features: { smartSessions: true }\` to createConfig.

      Docs: https://latch.dev/docs/core/actions/grantPermissions"
    `)
  })

  it('a wallet without the ERC-7715 capability (an EOA) is refused with SPEC text, and never sees a revoke', async () => {
    const { config, fixture } = await connected()
    const grantError = await grantPermissions(config, grant).catch((e) => e)
    expect(grantError).toBeInstanceOf(SmartSessionsUnsupportedError)
    expect(grantError.shortMessage).toBe(
      'This application might not support Smart Accounts',
    )
    expect(grantError.metaMessages).toEqual([
      'The wallet does not grant smart sessions on chain 31337.',
    ])
    await expect(
      revokePermissions(config, { permissionsContext: '0x1234' }),
    ).rejects.toBeInstanceOf(SmartSessionsUnsupportedError)
    // The dev wallet reads wallet_revokePermissions as EIP-2255's
    // (disconnect): it was never sent, so the wallet is still connected.
    expect(fixture.prompts).not.toContain('wallet_grantPermissions')
    expect(getAccount(config).isConnected).toBe(true)
    expect(getAccount(config).address).toBe(devAccounts[0]?.address)
  })

  it('an EOA upgraded by EIP-7702 (the dev wallet) grants a session: latch-api stores it, its key spends within the limit, then reverts on chain above it and after revocation (listed revoked); a native and an ERC-20 limit in one grant each hold', async () => {
    const { config, fixture } = await connected({ sessionWallet: 3 })
    const eoa = devAccounts[3]?.address as Address
    const rpcUrl = network.rpcUrls.default.http[0] ?? ''
    const client = createPublicClient({ transport: http(rpcUrl) })
    expect(await client.getCode({ address: eoa })).toBeUndefined()
    const key = privateKeyToAccount(generatePrivateKey())
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [key.address, numberToHex(parseEther('1'))] as never,
    })
    const block = await client.getBlock()
    const granted = await grantPermissions(config, {
      expiry: Number(block.timestamp) + 3600,
      sessionKey: key.address,
      permissions: [
        {
          type: 'native-token-transfer',
          data: { allowance: parseEther('0.05') },
        },
      ],
    })
    expect(granted).toMatchObject({
      address: eoa,
      chainId: 31337,
      sessionKey: key.address,
      delegationManager: smartAccountContracts.DelegationManager,
      stored: true,
    })
    // latch-api stored it on the signed delegation alone (no prompt).
    expect(await getPermissions(config)).toEqual([
      expect.objectContaining({
        permissionsContext: granted.permissionsContext.toLowerCase(),
        address: eoa,
        sessionKey: key.address,
        chainId: 31337,
        permissions: [
          {
            type: 'native-token-transfer',
            allowance: parseEther('0.05').toString(),
          },
        ],
        revoked: false,
      }),
    ])
    expect(fixture.prompts.at(-1)).toBe('wallet_grantPermissions')
    // The EOA now runs EIP7702StatelessDeleGator's code (EIP-7702).
    expect(await client.getCode({ address: eoa })).toBe(
      concat([
        '0xef0100',
        smartAccountContracts.EIP7702StatelessDeleGator,
      ]).toLowerCase(),
    )
    const wallet = createWalletClient({ account: key, transport: http(rpcUrl) })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const redeem = async (context: Hex) => {
      const hash = await wallet.sendTransaction({
        chain: null,
        to: granted.delegationManager as Address,
        data: encodeRedeemDelegations(context, {
          to: recipient,
          value: parseEther('0.03'),
        }),
        gas: 600_000n,
      })
      return (await waitForReceipt(client, hash)).status
    }
    const prompts = fixture.prompts.length
    expect(await redeem(granted.permissionsContext)).toBe('success')
    expect(await redeem(granted.permissionsContext)).toBe('reverted')
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.03'),
    )
    // The session's spends asked the wallet nothing.
    expect(fixture.prompts.length).toBe(prompts)

    // A second session, revoked: its first spend reverts.
    const second = await grantPermissions(config, {
      expiry: Number(block.timestamp) + 3600,
      sessionKey: key.address,
      permissions: [
        {
          type: 'native-token-transfer',
          data: { allowance: parseEther('0.05') },
        },
      ],
    })
    const promptsBefore = fixture.prompts.length
    expect(
      await revokePermissions(config, {
        permissionsContext: second.permissionsContext,
      }),
    ).toEqual({ stored: true })
    // One prompt (the wallet's revoke transaction), no revoke signature.
    expect(fixture.prompts.slice(promptsBefore)).toEqual([
      'wallet_revokePermissions',
    ])
    // latch-api lists it revoked (it read the chain), the first one not.
    expect(
      (await getPermissions(config)).map((s) => [
        s.permissionsContext,
        s.revoked,
      ]),
    ).toEqual([
      [second.permissionsContext.toLowerCase(), true],
      [granted.permissionsContext.toLowerCase(), false],
    ])
    const [revoked] = decodePermissionsContext(second.permissionsContext)
    expect(
      await client.readContract({
        address: smartAccountContracts.DelegationManager,
        abi: delegationManagerAbi,
        functionName: 'disabledDelegations',
        args: [delegationHashOf(revoked!)],
      }),
    ).toBe(true)
    // Still connected: a session revoke is not EIP-2255's disconnect.
    expect(getAccount(config).isConnected).toBe(true)
    expect(await redeem(second.permissionsContext)).toBe('reverted')
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.03'),
    )

    // A third: a native and an ERC-20 limit in one grant (one
    // LogicalOrWrapperEnforcer group each), stored too; each holds on chain.
    const both = await grantPermissions(config, {
      expiry: Number(block.timestamp) + 3600,
      sessionKey: key.address,
      permissions: [
        {
          type: 'native-token-transfer',
          data: { allowance: parseEther('0.05') },
        },
        {
          type: 'erc20-token-transfer',
          data: { address: DEMO_TOKEN_ADDRESS, allowance: parseEther('10') },
        },
      ],
    })
    expect(both.stored).toBe(true)
    expect((await getPermissions(config))[0]?.permissions).toEqual([
      {
        type: 'native-token-transfer',
        allowance: parseEther('0.05').toString(),
      },
      {
        type: 'erc20-token-transfer',
        token: DEMO_TOKEN_ADDRESS,
        allowance: parseEther('10').toString(),
      },
    ])
    const send = async (call: { to: Address; value?: bigint; data?: Hex }) => {
      const hash = await wallet.sendTransaction({
        chain: null,
        to: both.delegationManager as Address,
        data: encodeRedeemDelegations(both.permissionsContext, call),
        gas: 600_000n,
      })
      return (await waitForReceipt(client, hash)).status
    }
    const ldt = (amount: bigint) => ({
      to: DEMO_TOKEN_ADDRESS as Address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, amount],
      }),
    })
    expect(await send({ to: recipient, value: parseEther('0.03') })).toBe(
      'success',
    )
    expect(await send(ldt(parseEther('6')))).toBe('success')
    expect(await send(ldt(parseEther('6')))).toBe('reverted')
    expect(await send({ to: recipient, value: parseEther('0.03') })).toBe(
      'reverted',
    )
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.06'),
    )
    expect(
      await client.readContract({
        address: DEMO_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseEther('6'))
  })

  it('getPermissions reads latch-api: none stored for an account; no apiUrl says so', async () => {
    const { config } = await connected()
    expect(await getPermissions(config)).toEqual([])
    expect(await getPermissions(config, { address: SESSION_KEY })).toEqual([])
    const noApi = await connected({ apiUrl: undefined })
    await expect(getPermissions(noApi.config)).rejects.toBeInstanceOf(
      ApiNotConfiguredError,
    )
    // A grant works on chain without latch-api, and says it is not stored.
    const offline = await connected({ apiUrl: undefined, sessionWallet: 4 })
    const rpcUrl = network.rpcUrls.default.http[0] ?? ''
    const now = Number(
      (await createPublicClient({ transport: http(rpcUrl) }).getBlock())
        .timestamp,
    )
    const granted = await grantPermissions(offline.config, {
      ...grant,
      expiry: now + 3600,
    })
    expect(granted.stored).toBe(false)
    expect(
      await revokePermissions(offline.config, {
        permissionsContext: granted.permissionsContext,
      }),
    ).toEqual({ stored: false })
  })
})
