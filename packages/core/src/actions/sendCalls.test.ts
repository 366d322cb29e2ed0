import {
  AtomicityNotSupportedError,
  CallsStatusNotApprovedError,
  DuplicateIdError,
  devnet,
  InvalidCallError,
  InvalidParamsRpcError,
  MissingCapabilitiesAddressError,
  type Network,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UserRejectedRequestError,
} from '@latch/common'
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
  startDevnet,
} from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import {
  createPublicClient,
  encodeFunctionData,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injected } from '../connectors/injected.js'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { Call } from '../transactions/validateCalls.js'
import { connect } from './connect.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getCapabilities } from './getCapabilities.js'
import { sendCalls } from './sendCalls.js'
import { showCallsStatus } from './showCallsStatus.js'

let devnetRun: Awaited<ReturnType<typeof startDevnet>>
let network: Network
let rpcUrl: string
beforeAll(async () => {
  devnetRun = await startDevnet({ ports: [0, 0], bundler: false })
  rpcUrl = devnetRun.chains[0]!.url
  network = { ...devnet, rpcUrls: { default: { http: [rpcUrl] } } }
})
afterAll(() => devnetRun?.stop())

const token = DEMO_TOKEN_ADDRESS as `0x${string}`
const ALICE = devAccounts[8]!.address as `0x${string}`
const BOB = devAccounts[9]!.address as `0x${string}`
const client = () => createPublicClient({ transport: http(rpcUrl) })
const ldtOf = (address: `0x${string}`) =>
  client().readContract({
    address: token,
    abi: demoTokenAbi,
    functionName: 'balanceOf',
    args: [address],
  })
const transfer = (to: `0x${string}`, amount: bigint) =>
  encodeFunctionData({
    abi: demoTokenAbi,
    functionName: 'transfer',
    args: [to, amount],
  })

async function setup(accountIndex: number) {
  const fixture = createWalletFixture({
    chains: [{ chainId: 31337, rpcUrl }],
    accountIndex,
  })
  const config = createConfig({
    projectId: 'p',
    networks: [network],
    storage: memoryStorage(),
    connectors: [fixture.connector],
  })
  await connect(config, { connector: 'dev.latch.wallet' })
  return { config, fixture }
}

async function settled(
  config: Awaited<ReturnType<typeof setup>>['config'],
  id: string,
) {
  for (let i = 0; i < 100; i++) {
    const status = await getCallsStatus(config, { id })
    if (status.status !== 'pending') return status
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('batch still pending')
}

describe('sendCalls', () => {
  it('sends two transfers (ETH and LDT) and reports their status', async () => {
    const { config, fixture } = await setup(1)
    const eth = await client().getBalance({ address: ALICE })
    const ldt = await ldtOf(BOB)
    const { id } = await sendCalls(config, {
      calls: [
        { to: ALICE, value: parseEther('0.5') },
        { to: token, data: transfer(BOB, parseUnits('3', 18)) },
      ],
    })
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    // One approval for the batch.
    expect(
      fixture.prompts.filter((m) => m === 'wallet_sendCalls'),
    ).toHaveLength(1)
    const status = await settled(config, id)
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: 31337,
      statusCode: 200,
      status: 'success',
      atomic: false,
    })
    expect(status.receipts).toHaveLength(2)
    expect(status.receipts.map((r) => r.status)).toEqual(['success', 'success'])
    expect(status.receipts[1]!.logs).toHaveLength(1)
    expect(await client().getBalance({ address: ALICE })).toBe(
      eth + parseEther('0.5'),
    )
    expect(await ldtOf(BOB)).toBe(ldt + parseUnits('3', 18))
    await showCallsStatus(config, { id })
    expect(fixture.prompts.at(-1)).toBe('wallet_showCallsStatus')
  })

  it('reports 600 when a later call cannot be sent', async () => {
    const { config } = await setup(2)
    const { id } = await sendCalls(config, {
      calls: [
        { to: ALICE, value: 1n },
        // More LDT than the account holds: the token reverts.
        { to: token, data: transfer(BOB, parseUnits('5000000', 18)) },
      ],
    })
    const status = await settled(config, id)
    expect(status.statusCode).toBe(600)
    expect(status.status).toBe('failure')
    expect(status.receipts).toHaveLength(1)
  })

  it('uses the caller’s id and refuses it twice (5720)', async () => {
    const { config } = await setup(3)
    const id = 'my-batch-1'
    expect(
      await sendCalls(config, { id, calls: [{ to: ALICE, value: 1n }] }),
    ).toEqual({ id })
    await expect(
      sendCalls(config, { id, calls: [{ to: ALICE, value: 1n }] }),
    ).rejects.toBeInstanceOf(DuplicateIdError)
  })

  it('maps the wallet’s EIP-5792 refusals to typed errors', async () => {
    const { config, fixture } = await setup(4)
    const calls = [{ to: ALICE, value: 1n }]
    const atomic = await sendCalls(config, { calls, forceAtomic: true }).catch(
      (e) => e,
    )
    expect(atomic).toBeInstanceOf(AtomicityNotSupportedError)
    expect(atomic.code).toBe(5760)
    const capability = await sendCalls(config, {
      calls,
      capabilities: { paymasterService: { url: 'http://pm' } },
    }).catch((e) => e)
    expect(capability).toBeInstanceOf(UnsupportedNonOptionalCapabilityError)
    // An optional capability the wallet lacks is ignored.
    await expect(
      sendCalls(config, {
        calls,
        capabilities: {
          paymasterService: { url: 'http://pm', optional: true },
        },
      }),
    ).resolves.toHaveProperty('id')
    fixture.wallet.setChain(31338)
    const provider = fixture.wallet.provider
    const chain = await provider
      .request({
        method: 'wallet_sendCalls',
        params: [
          { version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls },
        ],
      })
      .catch((e) => e)
    expect((chain as { code: number }).code).toBe(UnsupportedChainIdError.code)
    fixture.wallet.setChain(31337)
    fixture.decide('reject')
    await expect(sendCalls(config, { calls })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(
      getCallsStatus(config, { id: '0x1234' }),
    ).rejects.toBeInstanceOf(UnknownBundleIdError)
  })
})

describe('sendCalls rules (SPEC §5)', () => {
  const bad: [string, Call[], string][] = [
    ['no calls', [], 'calls'],
    ['to without 0x', [{ to: ALICE.slice(2) as `0x${string}` }], 'to'],
    ['to missing', [{} as Call], 'to'],
    [
      'data without 0x',
      [{ to: ALICE, data: 'a9059cbb' as `0x${string}` }],
      'data',
    ],
    [
      'the second call’s data',
      [{ to: ALICE }, { to: token, data: 'deadbeef' as `0x${string}` }],
      'data',
    ],
  ]
  it.each(bad)(
    'refuses %s before the wallet is asked',
    async (_, calls, field) => {
      const { config, fixture } = await setup(5)
      const error = await sendCalls(config, { calls }).catch((e) => e)
      expect(error).toBeInstanceOf(InvalidCallError)
      expect(error.field).toBe(field)
      expect(fixture.prompts).not.toContain('wallet_sendCalls')
    },
  )

  it('accepts calls without data, and the wallet checks the same rules', async () => {
    const { config, fixture } = await setup(5)
    await expect(
      sendCalls(config, { calls: [{ to: ALICE }] }),
    ).resolves.toHaveProperty('id')
    const raw = (calls: unknown) =>
      fixture.wallet.provider
        .request({
          method: 'wallet_sendCalls',
          params: [
            {
              version: '2.0.0',
              chainId: '0x7a69',
              atomicRequired: false,
              calls,
            },
          ],
        })
        .catch((e) => e)
    expect(await raw([{ to: 'abc' }])).toMatchObject({
      code: -32602,
      message: expect.stringContaining('"to" must start with 0x'),
    })
    expect(await raw([{ to: ALICE, data: '1234' }])).toMatchObject({
      code: -32602,
      message: expect.stringContaining('"data" must start with 0x'),
    })
  })
})

describe('getCapabilities', () => {
  it('says atomic batches are unsupported on every wallet chain', async () => {
    const { config } = await setup(6)
    expect(await getCapabilities(config)).toEqual({
      31337: { atomic: { status: 'unsupported' } },
    })
    expect(await getCapabilities(config, { chainIds: [31338] })).toEqual({})
  })

  it('needs an address', async () => {
    const { config, fixture } = await setup(6)
    const error = await getCapabilities(config, { account: '' as never }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(MissingCapabilitiesAddressError)
    expect(error.shortMessage).toBe(
      'Missing address parameter in wallet_getCapabilities request',
    )
    const raw = await fixture.wallet.provider
      .request({ method: 'wallet_getCapabilities', params: [] })
      .catch((e) => e)
    expect(raw).toMatchObject({
      code: InvalidParamsRpcError.code,
      message: 'Missing address parameter in wallet_getCapabilities request',
    })
  })
})

describe('getCallsStatus', () => {
  it('says so when the wallet does not approve status requests', async () => {
    const fixture = createWalletFixture({
      chains: [{ chainId: 31337, rpcUrl }],
    })
    // Any EIP-1193 wallet that sends batches but keeps their status private.
    const provider = {
      ...fixture.wallet.provider,
      request: (args: { method: string; params?: unknown }) =>
        args.method === 'wallet_getCallsStatus'
          ? Promise.reject({ code: 4200, message: 'Method not supported' })
          : fixture.wallet.provider.request(args as never),
    }
    const config = createConfig({
      projectId: 'p',
      networks: [network],
      storage: memoryStorage(),
      connectors: [
        injected({
          target: { id: 'other', name: 'Other', provider },
          type: 'ANNOUNCED',
        }),
      ],
    })
    await connect(config, { connector: 'other' })
    const error = await getCallsStatus(config, { id: '0x01' }).catch((e) => e)
    expect(error).toBeInstanceOf(CallsStatusNotApprovedError)
    expect(error.shortMessage).toBe(
      'Fetching call status not approved by the wallet.',
    )
  })
})
