// Issue #22: the host's paymaster pays its users' gas. An embedded user's
// smart account sends wallet_sendCalls with the ERC-7677 paymasterService
// capability pointing at latch-api's own /v1/paymaster (served over HTTP,
// the project's sponsorship policy set through the admin route): the
// review names the sponsor and a fee of 0, the operation lands through a
// real Alto, and the account's ETH pays no gas. A paymaster on an origin
// the service was not told to use is refused before anything is signed.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { EvmTransactionReview } from '@latch/common/embedded-protocol'
import { smartAccountContracts } from '@latch/common/smart-account'
import {
  DEV_PAYMASTER_SIGNER_KEY,
  paymasterAddress,
  type StartAnvilReturnType,
  type StartBundlerReturnType,
  seedDevnet,
  seedPaymaster,
  seedSmartAccounts,
  startAnvil,
  startBundler,
} from '@latch/devnet/node'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_PROJECT_ID,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { callPreparedRpc } from '../../../test/embedded/callPreparedRpc.js'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { getBlockchainSettings } from '../../blockchain/settings/getBlockchainSettings.js'
import { smartAccountAddressOf } from './loadUserSmartAccount.js'

const ADMIN = 'sponsor-admin'
const unlimited = { ratePerSecond: 1000, burst: 2000 }
const hex = (n: bigint) => `0x${n.toString(16)}`

let anvil: StartAnvilReturnType
let bundler: StartBundlerReturnType
let apiUrl: string
let closeApi: () => void
const recipient = privateKeyToAccount(generatePrivateKey()).address
const paymaster = paymasterAddress({
  signer: privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY).address,
})

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedDevnet({ rpcUrl: anvil.url })
  await seedSmartAccounts({ rpcUrl: anvil.url })
  await seedPaymaster({
    rpcUrl: anvil.url,
    signer: privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY).address,
  })
  bundler = await startBundler({ rpcUrl: anvil.url })
  // Its own database: the embedded service's test database (PGlite) is
  // emptied for each test.
  const api = await createBlockchainTestApi({
    kind: 'postgres',
    adminToken: ADMIN,
    chains: [
      testChain(31337, anvil.url, {
        bundlerUrl: bundler.url,
        paymasterAddress: paymaster,
      }),
    ],
    overrides: {
      rateLimit: unlimited,
      ipRateLimit: unlimited,
      originRateLimit: unlimited,
      paymaster: {
        ...getBlockchainSettings({ env: {} }).paymaster,
        signerKey: DEV_PAYMASTER_SIGNER_KEY,
      },
    },
  })
  const server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  closeApi = () => server.close()
  // The host sponsors sends to `recipient` (and the account's deployment).
  const policy = await fetch(
    `${apiUrl}/admin/projects/${TEST_PROJECT_ID}/paymaster-policy`,
    {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${ADMIN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        enabled: true,
        chains: ['eip155:31337'],
        allowedTargets: [recipient, smartAccountContracts.SimpleFactory],
        senderDailyCapWei: parseEther('1').toString(),
        totalBudgetWei: parseEther('10').toString(),
        sponsorName: 'Latch Demo',
      }),
    },
  )
  expect(policy.status).toBe(200)
}, 120_000)
afterAll(async () => {
  closeApi?.()
  await bundler?.stop()
  await anvil?.stop()
})

describe('a sponsored smart-account send (ERC-7677 paymasterService)', () => {
  const setup = async (email: string, origins: string[]) => {
    const s = await createEmbeddedTestService('pglite', {
      chains: [testChain(31337, anvil.url, { bundlerUrl: bundler.url })],
      prices: { ETH: 3000 },
      overrides: { paymasterOrigins: origins },
    })
    const session = await s.login(email)
    const smart = smartAccountAddressOf(session.user.address as Address)
    const client = createPublicClient({ transport: http(anvil.url) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [smart, hex(parseEther('1'))] as never,
    })
    const send = (url: string, to: Address = recipient) =>
      callPreparedRpc(s.post, {
        token: session.token,
        chainId: 31337,
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: smart,
            chainId: '0x7a69',
            atomicRequired: true,
            calls: [{ to, value: hex(parseEther('0.1')) }],
            capabilities: { paymasterService: { url } },
          },
        ],
      })
    return { smart, client, send }
  }
  const paymasterUrl = () =>
    `${apiUrl}/v1/paymaster?projectId=${TEST_PROJECT_ID}&chainId=eip155:31337`

  it('deploys and sends with the host paying the gas: the user pays nothing, the review says so', async () => {
    const { smart, client, send } = await setup('sponsored@example.com', [
      new URL(apiUrl).origin,
    ])
    const answer = await send(paymasterUrl())
    expect(answer.prepare.status, JSON.stringify(answer.prepare.body)).toBe(200)
    const review = answer.review as EvmTransactionReview
    expect(review.smartAccount).toEqual({
      address: smart,
      deploys: true,
      atomic: true,
      sponsor: { name: 'Latch Demo' },
    })
    expect(review.maxFee).toBe('0')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const id = answer.body.result.id as `0x${string}`
    const receipt = await createBundlerClient({
      transport: http(bundler.url),
    }).waitForUserOperationReceipt({ hash: id, pollingInterval: 200 })
    expect(receipt.success).toBe(true)
    expect((await client.getCode({ address: smart }))?.length).toBeGreaterThan(
      2,
    )
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.1'),
    )
    // Exactly what it sent: no gas from the user's ETH.
    expect(await client.getBalance({ address: smart })).toBe(parseEther('0.9'))
  }, 120_000)

  it('refuses a target outside the host policy, and a paymaster on an origin it was not given', async () => {
    const { send } = await setup('sponsor-refused@example.com', [
      new URL(apiUrl).origin,
    ])
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    const refused = await send(paymasterUrl(), stranger)
    expect(refused.prepare.status).toBe(400)
    expect(refused.prepare.body).toMatchObject({
      error: {
        code: 'paymaster_refused',
        message: expect.stringMatching(
          /^Gas sponsorship refused: Calls to 0x[0-9a-fA-F]{40} are not sponsored/,
        ),
      },
    })
    const other = await setup('sponsor-origin@example.com', [])
    const foreign = await other.send(paymasterUrl())
    expect(foreign.prepare.status).toBe(400)
    expect(JSON.stringify(foreign.prepare.body)).toContain(
      'This wallet does not use the paymaster service at',
    )
  }, 120_000)
})
