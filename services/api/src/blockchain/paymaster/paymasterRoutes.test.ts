import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  numberToHex,
  parseAbi,
  slice,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_ORIGIN,
  TEST_PROJECT_ID,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { dbKinds } from '../../../test/testDbs.js'
import { ENTRY_POINT_V07 } from './entryPointV07.js'

const ADMIN = 'admin-secret'
const SIGNER_KEY =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
const PAYMASTER: Address = '0x1111111111111111111111111111111111111111'
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OTHER: Address = '0x2222222222222222222222222222222222222222'
const SENDER: Address = '0x3333333333333333333333333333333333333333'
const unlimited = { ratePerSecond: 1000, burst: 2000 }

const executeAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionCalldata)',
])
const transfer = encodeFunctionData({
  abi: parseAbi(['function transfer(address to, uint256 amount)']),
  args: [OTHER, 1n],
})
/** ERC-7579 single execution of `target`. */
const single = (target: Address) =>
  encodeFunctionData({
    abi: executeAbi,
    args: [
      `0x${'00'.repeat(32)}`,
      encodePacked(['address', 'uint256', 'bytes'], [target, 0n, transfer]),
    ],
  })
/** ERC-7579 batch execution of `targets`. */
const batch = (targets: Address[]) =>
  encodeFunctionData({
    abi: executeAbi,
    args: [
      `0x01${'00'.repeat(31)}`,
      encodeAbiParameters(
        [
          {
            type: 'tuple[]',
            components: [
              { type: 'address' },
              { type: 'uint256' },
              { type: 'bytes' },
            ],
          },
        ],
        [targets.map((t) => [t, 0n, transfer] as const)],
      ),
    ],
  })

/** A v0.7 user operation whose maximum cost is 100000 × 10 gwei = 1e15 wei. */
const userOp = (overrides: Record<string, unknown> = {}) => ({
  sender: SENDER,
  nonce: '0x0',
  callData: single(TOKEN),
  callGasLimit: numberToHex(30_000),
  verificationGasLimit: numberToHex(40_000),
  preVerificationGas: numberToHex(20_000),
  maxFeePerGas: numberToHex(10_000_000_000),
  maxPriorityFeePerGas: numberToHex(1_000_000_000),
  paymasterVerificationGasLimit: numberToHex(10_000),
  paymasterPostOpGasLimit: '0x0',
  signature: '0x',
  ...overrides,
})
const MAX_COST = 100_000n * 10_000_000_000n

const policy = (overrides: Record<string, unknown> = {}) => ({
  chains: ['eip155:31337'],
  allowedTargets: [TOKEN.toLowerCase()],
  senderDailyCapWei: (3n * MAX_COST).toString(),
  totalBudgetWei: (5n * MAX_COST).toString(),
  sponsorName: 'Shop',
  ...overrides,
})

async function setup(kind: (typeof dbKinds)[number], overrides = {}) {
  const api = await createBlockchainTestApi({
    kind,
    adminToken: ADMIN,
    chains: [
      testChain(31337, 'http://127.0.0.1:9', { paymasterAddress: PAYMASTER }),
      testChain(31338, 'http://127.0.0.1:9'),
    ],
    overrides: {
      rateLimit: unlimited,
      ipRateLimit: unlimited,
      originRateLimit: unlimited,
      paymaster: {
        signerKey: SIGNER_KEY,
        validForSeconds: 600,
        verificationGasLimit: 100_000n,
        postOpGasLimit: 0n,
      },
      ...overrides,
    },
  })
  const admin = (method: string, body?: unknown) =>
    api.request(`/admin/projects/${TEST_PROJECT_ID}/paymaster-policy`, {
      method,
      headers: {
        authorization: `Bearer ${ADMIN}`,
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const call = async (
    method: string,
    params: unknown,
    query = `projectId=${TEST_PROJECT_ID}&chainId=eip155:31337`,
  ) => {
    const response = await api.request(`/v1/paymaster?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
    })
    return { status: response.status, body: await response.json() }
  }
  const params = (op = userOp(), chainId = '0x7a69') => [
    op,
    ENTRY_POINT_V07,
    chainId,
    {},
  ]
  return { api, admin, call, params }
}

describe.each(dbKinds)('POST /v1/paymaster on %s', (kind) => {
  it('stubs, then signs for the paymaster under the policy', async () => {
    const { admin, call, params } = await setup(kind)
    expect((await admin('PUT', policy())).status).toBe(200)
    const stub = await call('pm_getPaymasterStubData', params())
    expect(stub).toEqual({
      status: 200,
      body: {
        jsonrpc: '2.0',
        id: 7,
        result: {
          paymaster: PAYMASTER,
          paymasterData: expect.stringMatching(/^0x[0-9a-f]{258}$/),
          paymasterVerificationGasLimit: numberToHex(10_000),
          paymasterPostOpGasLimit: '0x0',
          sponsor: { name: 'Shop' },
          isFinal: false,
        },
      },
    })
    // Before estimation the stub gets no gas values: the defaults answer.
    const early = await call('pm_getPaymasterStubData', [
      { sender: SENDER, nonce: '0x0', callData: single(TOKEN) },
      ENTRY_POINT_V07,
      '0x7a69',
    ])
    expect(early.body.result.paymasterVerificationGasLimit).toBe(
      numberToHex(100_000),
    )
    const signed = await call('pm_getPaymasterData', params())
    expect(signed.body.result).toEqual({
      paymaster: PAYMASTER,
      paymasterData: expect.stringMatching(/^0x[0-9a-f]{258}$/),
      paymasterVerificationGasLimit: numberToHex(10_000),
      paymasterPostOpGasLimit: '0x0',
    })
    // abi.encode(validUntil, validAfter) ‖ a 65-byte signature by the signer
    // (the on-chain test checks it against the contract's getHash).
    const data: `0x${string}` = signed.body.result.paymasterData
    expect(BigInt(slice(data, 0, 32))).toBeGreaterThan(0n)
    expect(BigInt(slice(data, 32, 64))).toBe(0n)
    const read = await admin('GET')
    expect(await read.json()).toMatchObject({
      enabled: true,
      chains: ['eip155:31337'],
      allowedTargets: [TOKEN],
      spentWei: { 'eip155:31337': MAX_COST.toString() },
    })
  })

  it('refuses what the policy does not sponsor, with a reason', async () => {
    const { admin, call, params } = await setup(kind)
    const reason = async (method: string, p: unknown, query?: string) => {
      const { status, body } = await call(method, p, query)
      expect(status).toBe(200)
      expect(body.error.code).toBe(-32000)
      return [body.error.data.reason, body.error.message]
    }
    expect(await reason('pm_getPaymasterData', params())).toEqual([
      'POLICY_DISABLED',
      `Gas sponsorship is off for project ${TEST_PROJECT_ID}`,
    ])
    await admin('PUT', policy({ enabled: false }))
    expect((await reason('pm_getPaymasterStubData', params()))[0]).toBe(
      'POLICY_DISABLED',
    )
    await admin('PUT', policy({ chains: ['eip155:31338'] }))
    expect(await reason('pm_getPaymasterData', params())).toEqual([
      'CHAIN_NOT_SPONSORED',
      `Project ${TEST_PROJECT_ID} does not sponsor gas on eip155:31337`,
    ])
    await admin('PUT', policy())
    expect(
      await reason(
        'pm_getPaymasterData',
        params(userOp({ callData: single(OTHER) })),
      ),
    ).toEqual([
      'TARGET_NOT_ALLOWED',
      `Calls to ${OTHER} are not sponsored by project ${TEST_PROJECT_ID}`,
    ])
    // One foreign call in a batch is enough to refuse it.
    expect(
      (
        await reason(
          'pm_getPaymasterStubData',
          params(userOp({ callData: batch([TOKEN, OTHER]) })),
        )
      )[0],
    ).toBe('TARGET_NOT_ALLOWED')
    // A delegatecall, another function, or a factory not listed.
    const delegate = encodeFunctionData({
      abi: executeAbi,
      args: [
        `0xff${'00'.repeat(31)}`,
        encodePacked(['address', 'bytes'], [TOKEN, transfer]),
      ],
    })
    expect(
      await reason(
        'pm_getPaymasterData',
        params(userOp({ callData: delegate })),
      ),
    ).toEqual([
      'TARGET_NOT_ALLOWED',
      `Execution mode 0xff${'00'.repeat(31)} is not sponsored: only the default single and batch calls of ERC-7579`,
    ])
    expect(
      (
        await reason(
          'pm_getPaymasterData',
          params(userOp({ callData: transfer })),
        )
      )[1],
    ).toMatch(/Only calls through the account's execute/)
    expect(
      (
        await reason(
          'pm_getPaymasterData',
          params(userOp({ factory: OTHER, factoryData: '0x1234' })),
        )
      )[0],
    ).toBe('TARGET_NOT_ALLOWED')
    // A batch of allowed calls and a listed factory pass.
    await admin('PUT', policy({ allowedTargets: [TOKEN, OTHER] }))
    const ok = await call(
      'pm_getPaymasterData',
      params(
        userOp({
          callData: batch([TOKEN, OTHER]),
          factory: OTHER,
          factoryData: '0x12',
        }),
      ),
    )
    expect(ok.body.result.paymaster).toBe(PAYMASTER)
  })

  it('counts the maximum cost against the daily cap and the budget', async () => {
    const { admin, call, params } = await setup(kind)
    await admin('PUT', policy())
    const sign = (sender: Address, nonce: number) =>
      call(
        'pm_getPaymasterData',
        params(userOp({ sender, nonce: numberToHex(nonce) })),
      )
    for (const nonce of [0, 1, 2])
      expect((await sign(SENDER, nonce)).body.result).toBeDefined()
    // Signing nonce 2 again replaces its reservation: still 3 × MAX_COST.
    expect((await sign(SENDER, 2)).body.result).toBeDefined()
    const capped = await sign(SENDER, 3)
    expect(capped.body.error).toEqual({
      code: -32000,
      message: `Daily sponsorship cap reached for ${SENDER} on eip155:31337: ${3n * MAX_COST} of ${3n * MAX_COST} wei reserved today (UTC), this operation may cost up to ${MAX_COST} wei`,
      data: { reason: 'DAILY_CAP_REACHED' },
    })
    // The stub says so too, before the user signs anything.
    expect(
      (await call('pm_getPaymasterStubData', params(userOp({ nonce: '0x3' }))))
        .body.error.data.reason,
    ).toBe('DAILY_CAP_REACHED')
    // Other senders share the project's budget of 5 × MAX_COST.
    expect((await sign(OTHER, 0)).body.result).toBeDefined()
    expect((await sign(OTHER, 1)).body.result).toBeDefined()
    const broke = await sign(OTHER, 2)
    expect(broke.body.error.data.reason).toBe('BUDGET_EXHAUSTED')
    expect(broke.body.error.message).toBe(
      `Sponsorship budget exhausted on eip155:31337: ${5n * MAX_COST} of ${5n * MAX_COST} wei reserved, this operation may cost up to ${MAX_COST} wei`,
    )
    expect(await (await admin('GET')).json()).toMatchObject({
      spentWei: { 'eip155:31337': (5n * MAX_COST).toString() },
    })
    // A larger budget lets the project go on; the spent wei stay counted.
    await admin('PUT', policy({ totalBudgetWei: (6n * MAX_COST).toString() }))
    expect((await sign(OTHER, 2)).body.result).toBeDefined()
  })

  it('never overshoots the budget under concurrent requests', async () => {
    const { admin, call, params } = await setup(kind)
    await admin('PUT', policy())
    const senders = Array.from(
      { length: 12 },
      (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`,
    )
    const answers = await Promise.all(
      senders.map((sender) =>
        call('pm_getPaymasterData', params(userOp({ sender }))),
      ),
    )
    const signed = answers.filter((a) => a.body.result)
    const refused = answers.filter(
      (a) => a.body.error?.data?.reason === 'BUDGET_EXHAUSTED',
    )
    expect([signed.length, refused.length]).toEqual([5, 7])
    expect(await (await admin('GET')).json()).toMatchObject({
      spentWei: { 'eip155:31337': (5n * MAX_COST).toString() },
    })
  })

  it('keeps reservations two days: older ones go, the spent total keeps them', async () => {
    const { admin, call, params, api } = await setup(kind)
    await admin('PUT', policy())
    expect(
      (await call('pm_getPaymasterData', params())).body.result,
    ).toBeDefined()
    // As if signed three days ago: swept by the next reservation.
    await api.db.query(
      'UPDATE paymaster_sponsorships SET day = day - 3 WHERE nonce = 0',
    )
    const next = await call(
      'pm_getPaymasterData',
      params(userOp({ nonce: '0x1' })),
    )
    expect(next.body.result).toBeDefined()
    const rows = await api.db.query<{ nonce: string }>(
      'SELECT nonce::text AS nonce FROM paymaster_sponsorships',
    )
    expect(rows).toEqual([{ nonce: '1' }])
    expect(await (await admin('GET')).json()).toMatchObject({
      spentWei: { 'eip155:31337': (2n * MAX_COST).toString() },
    })
  })

  it('answers bad input with -32602, other methods with -32601, never 5xx', async () => {
    const { admin, call, params, api } = await setup(kind)
    await admin('PUT', policy())
    const invalid = async (p: unknown, method = 'pm_getPaymasterData') => {
      const { status, body } = await call(method, p)
      expect(status).toBe(200)
      expect(body.error.code).toBe(-32602)
      return body.error.message
    }
    expect(await invalid(undefined)).toBe(
      'params must be [userOp, entryPoint, chainId, context]',
    )
    expect(await invalid([userOp(), OTHER, '0x7a69'])).toBe(
      `params[1]: this paymaster serves EntryPoint v0.7 (${ENTRY_POINT_V07}) only`,
    )
    expect(await invalid(params(userOp(), '0x7a6a'))).toBe(
      'params[2] must be the chain of the request, 0x7a69',
    )
    expect(await invalid([userOp(), ENTRY_POINT_V07, '0x7a69', 'x'])).toMatch(
      /context/,
    )
    expect(await invalid(params(userOp({ initCode: '0x12' })))).toMatch(
      /EntryPoint v0.7 user operations/,
    )
    expect(await invalid(params(userOp({ sender: 'bob' })))).toBe(
      'userOp.sender must be an address',
    )
    expect(await invalid(params(userOp({ nonce: 5 })))).toBe(
      'userOp.nonce must be a hex quantity',
    )
    expect(await invalid(params(userOp({ callData: '0x1' })))).toBe(
      'userOp.callData must be 0x-prefixed bytes',
    )
    expect(
      await invalid(params(userOp({ callGasLimit: `0x1${'0'.repeat(32)}` }))),
    ).toBe('userOp.callGasLimit is too large')
    expect(await invalid(params(userOp({ maxFeePerGas: undefined })))).toBe(
      'userOp.maxFeePerGas must be a hex quantity',
    )
    expect(await invalid(['x', ENTRY_POINT_V07, '0x7a69'])).toMatch(
      /params\[0\]/,
    )
    const other = await call('eth_sendUserOperation', params())
    expect(other.body.error).toEqual({
      code: -32601,
      message: 'Requested RPC call is not allowed',
    })
    const post = (
      body: string,
      query = `projectId=${TEST_PROJECT_ID}&chainId=eip155:31337`,
    ) => api.request(`/v1/paymaster?${query}`, { method: 'POST', body })
    const parse = await post('{nope')
    expect(parse.status).toBe(400)
    expect((await parse.json()).error.code).toBe(-32700)
    const empty = await post('[]')
    expect(empty.status).toBe(400)
    const both = await post(
      JSON.stringify([
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'pm_getPaymasterStubData',
          params: params(),
        },
        { id: 2, method: 'pm_getPaymasterStubData' },
      ]),
    )
    const answers = await both.json()
    expect(answers[0].result.isFinal).toBe(false)
    expect(answers[1].error).toEqual({
      code: -32600,
      message: 'Invalid request',
    })
    // Project and chain problems are the RPC proxy's 4xx JSON.
    expect((await post('{}', 'chainId=eip155:31337')).status).toBe(400)
    expect(
      await (await post('{}', 'projectId=nope&chainId=eip155:31337')).json(),
    ).toEqual({
      code: 'INVALID_PROJECT_ID',
      message: 'Invalid Project ID - update configuration',
    })
    const foreign = await api.request(
      `/v1/paymaster?projectId=${TEST_PROJECT_ID}&chainId=eip155:31337`,
      {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body: '{}',
      },
    )
    expect(foreign.status).toBe(403)
    expect(
      await (
        await post('{}', `projectId=${TEST_PROJECT_ID}&chainId=eip155:1`)
      ).json(),
    ).toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
    const none = await post(
      '{}',
      `projectId=${TEST_PROJECT_ID}&chainId=eip155:31338`,
    )
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({
      code: 'PAYMASTER_NOT_CONFIGURED',
      message:
        'No paymaster is configured for eip155:31338 on this server (LATCH_API_PAYMASTER_ADDRESSES).',
    })
  })

  it('is rate-limited like the RPC proxy', async () => {
    const { admin, call, params } = await setup(kind, {
      ipRateLimit: { ratePerSecond: 0.001, burst: 2 },
    })
    await admin('PUT', policy())
    expect((await call('pm_getPaymasterStubData', params())).status).toBe(200)
    expect((await call('pm_getPaymasterStubData', params())).status).toBe(200)
    expect(await call('pm_getPaymasterStubData', params())).toEqual({
      status: 429,
      body: {
        code: 'RATE_LIMITED',
        message:
          'Rate limit of 0.001 requests per second per client IP exceeded',
      },
    })
  })
})

describe.each(dbKinds)('/admin/projects/:id/paymaster-policy on %s', (kind) => {
  it('sets, reads and removes a policy behind the admin token', async () => {
    const { admin, api } = await setup(kind)
    expect(await (await admin('GET')).json()).toEqual({
      code: 'PAYMASTER_POLICY_NOT_FOUND',
      message: `Project ${TEST_PROJECT_ID} has no sponsorship policy: gas is not sponsored.`,
    })
    const put = await admin('PUT', policy({ sponsorName: null }))
    expect(await put.json()).toEqual({
      enabled: true,
      chains: ['eip155:31337'],
      allowedTargets: [TOKEN],
      senderDailyCapWei: (3n * MAX_COST).toString(),
      totalBudgetWei: (5n * MAX_COST).toString(),
      sponsorName: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(await (await admin('GET')).json()).toMatchObject({ spentWei: {} })
    const noToken = await api.request(
      `/admin/projects/${TEST_PROJECT_ID}/paymaster-policy`,
    )
    expect(noToken.status).toBe(401)
    const unknown = await api.request('/admin/projects/nope/paymaster-policy', {
      headers: { authorization: `Bearer ${ADMIN}` },
    })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).code).toBe('PROJECT_NOT_FOUND')
    expect((await admin('DELETE')).status).toBe(204)
    expect((await admin('GET')).status).toBe(404)
  })

  it('refuses a malformed policy with 400 INVALID_POLICY naming the field', async () => {
    const { admin } = await setup(kind)
    const problem = async (body: unknown) => {
      const response = await admin('PUT', body)
      expect(response.status).toBe(400)
      const answer = await response.json()
      expect(answer.code).toBe('INVALID_POLICY')
      return answer.message
    }
    expect(await problem(policy({ chains: ['eip155:1'] }))).toBe(
      'chains: "eip155:1" is not one of eip155:31337, eip155:31338',
    )
    expect(await problem(policy({ chains: 'eip155:31337' }))).toMatch(/^chains/)
    expect(await problem(policy({ allowedTargets: ['0x12'] }))).toBe(
      'allowedTargets: "0x12" is not an address',
    )
    expect(
      await problem(policy({ allowedTargets: Array(1001).fill(TOKEN) })),
    ).toMatch(/at most 1000/)
    expect(await problem(policy({ senderDailyCapWei: 5 }))).toMatch(
      /^senderDailyCapWei must be a decimal string/,
    )
    expect(await problem(policy({ totalBudgetWei: '-1' }))).toMatch(
      /^totalBudgetWei/,
    )
    expect(await problem(policy({ totalBudgetWei: '1'.repeat(79) }))).toMatch(
      /^totalBudgetWei/,
    )
    expect(await problem(policy({ enabled: 'yes' }))).toBe(
      'enabled must be a boolean',
    )
    expect(await problem(policy({ sponsorName: 'x'.repeat(65) }))).toMatch(
      /^sponsorName/,
    )
    expect(await problem(policy({ dailyCap: '1' }))).toBe(
      'Unknown policy field "dailyCap"',
    )
  })
})
