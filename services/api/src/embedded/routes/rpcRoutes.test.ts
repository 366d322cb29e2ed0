import { NOT_SAFE_RPC_METHODS } from '@latch/common/embedded-protocol'
import {
  type StartAnvilReturnType,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  createPublicClient,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testChain } from '../../../test/blockchain/createBlockchainTestApi.js'
import {
  callPreparedRpc,
  type RpcAnswer,
} from '../../../test/embedded/callPreparedRpc.js'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
}, 60_000)
afterAll(() => anvil?.stop())

const recipient = '0x000000000000000000000000000000000000bEEF'
const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  domain: { name: 'Latch', chainId: 31337 },
  message: { contents: 'hello' },
} as const

describe.each(dbKinds)('POST /rpc on %s', (kind) => {
  const setup = async (overrides = {}) => {
    const s = await createEmbeddedTestService(kind, {
      chains: [testChain(31337, anvil.url)],
      overrides,
    })
    const session = await s.login('rpc@example.com')
    const rpc = async (
      method: string,
      params: unknown,
      token = session.token,
    ): Promise<RpcAnswer> => {
      if (NOT_SAFE_RPC_METHODS.includes(method) && method !== 'eth_sign')
        return callPreparedRpc(s.post, {
          token,
          chainId: 31337,
          method,
          params,
        })
      const response = await s.post(
        '/rpc',
        { chainId: 31337, method, params },
        { token },
      )
      return {
        status: response.status,
        body: (await response.json()) as {
          // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC results of every shape
          result?: any
          // biome-ignore lint/suspicious/noExplicitAny: and errors
          error?: any
        },
      }
    }
    return { s, session, rpc, address: session.user.address }
  }

  it('signs messages and typed data that recover to the user', async () => {
    const { rpc, address } = await setup()
    const signed = await rpc('personal_sign', ['0x68656c6c6f', address])
    expect(signed.status).toBe(200)
    expect(
      await verifyMessage({
        address,
        message: { raw: '0x68656c6c6f' },
        signature: signed.body.result,
      }),
    ).toBe(true)
    const typed = await rpc('eth_signTypedData_v4', [
      address,
      JSON.stringify(typedData),
    ])
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address,
        types,
        primaryType: 'Mail',
        domain: typedData.domain,
        message: typedData.message,
        signature: typed.body.result,
      }),
    ).toBe(true)
    expect((await rpc('personal_sign', ['0x00', recipient])).status).toBe(400)
  })

  it('sends devnet ETH and batches of calls', async () => {
    const { rpc, address } = await setup()
    await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [address, '0x56BC75E2D63100000'],
      }),
    })
    const client = createPublicClient({ transport: http(anvil.url) })
    const before = await client.getBalance({ address: recipient })
    const sent = await rpc('eth_sendTransaction', [
      {
        from: address,
        to: recipient,
        value: `0x${parseEther('1').toString(16)}`,
      },
    ])
    expect(sent.status).toBe(200)
    const receipt = await waitForReceipt(client, sent.body.result)
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(
      before + parseEther('1'),
    )
    const batch = await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        from: address,
        chainId: '0x7a69',
        calls: [
          { to: recipient, value: '0x1' },
          { to: recipient, value: '0x2' },
        ],
      },
    ])
    expect(batch.body.result.id).toMatch(/^0x[0-9a-f]{64}$/)
    let status = await rpc('wallet_getCallsStatus', [batch.body.result.id])
    for (let i = 0; i < 20 && status.body.result.status === 100; i++) {
      await new Promise((r) => setTimeout(r, 100))
      status = await rpc('wallet_getCallsStatus', [batch.body.result.id])
    }
    expect(status.body.result).toMatchObject({
      status: 200,
      atomic: false,
      chainId: '0x7a69',
    })
    expect(status.body.result.receipts).toHaveLength(2)
    expect(
      (await rpc('eth_getBalance', [address, 'latest'])).body.result,
    ).toMatch(/^0x/)
    expect(
      (await rpc('eth_sendTransaction', [{ from: recipient, to: recipient }]))
        .status,
    ).toBe(400)
  })

  it('answers account and chain methods and refuses everything else', async () => {
    const { rpc, address, s, session } = await setup()
    expect((await rpc('eth_accounts', [])).body.result).toEqual([address])
    expect((await rpc('eth_chainId', [])).body.result).toBe('0x7a69')
    expect(
      (await rpc('wallet_getCapabilities', [address])).body.result,
    ).toEqual({
      '0x7a69': {
        atomic: { status: 'unsupported' },
        assetDiscovery: { supported: true },
      },
    })
    for (const method of [
      'eth_sign',
      'eth_sendRawTransaction',
      'debug_traceTransaction',
      'x'.repeat(100),
    ]) {
      const refused = await rpc(method, [])
      expect(refused.status).toBe(403)
      expect(refused.body.error?.message).toBe(
        'Requested RPC call is not allowed',
      )
    }
    // Smart sessions need a chain with a bundler (sessions/).
    const grant = await rpc('wallet_grantPermissions', [])
    expect([grant.status, grant.body.error?.message]).toEqual([
      400,
      'Smart accounts are not enabled on this network',
    ])
    const unknownChain = await s.post(
      '/rpc',
      { chainId: 1, method: 'eth_chainId', params: [] },
      { token: session.token },
    )
    expect(unknownChain.status).toBe(400)
    const noSession = await rpc(
      'personal_sign',
      ['0x00', address],
      'A'.repeat(43),
    )
    expect({ status: noSession.status, body: noSession.body }).toEqual({
      status: 401,
      body: { error: { code: 'session_expired', message: 'Session Expired' } },
    })
  })

  it('needs a live session for every signature', async () => {
    const { rpc, address, s } = await setup()
    expect((await rpc('personal_sign', ['0x00', address])).status).toBe(200)
    // The session's end passes (in the database, not by waiting: a timer
    // would race a slow first call).
    await s.db.query(
      `UPDATE embedded_sessions SET expires_at = now() - interval '1 second'`,
    )
    expect((await rpc('personal_sign', ['0x00', address])).status).toBe(401)
  })
})
