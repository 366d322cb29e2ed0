import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRaw, rpcCall } from '../../../test/solana/solanaTestHelpers.js'
import { devSolanaAccounts } from '../devSolanaAccounts.js'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../startSolanaDevnet.js'

let devnet: StartSolanaDevnetReturnType
const account0 = devSolanaAccounts[0]!.address

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
})
afterAll(() => devnet?.stop())

async function errorOf(method: string, params?: unknown) {
  const { status, json } = await rpcCall(devnet.url, method, params)
  expect(status).toBe(200)
  expect(json.jsonrpc).toBe('2.0')
  expect(json.id).toBe(1)
  return json.error as { code: number; message: string }
}

describe('Solana JSON-RPC: bad input never crashes the node', () => {
  it('answers unparsable JSON with -32700', async () => {
    for (const body of ['{', 'not json', '', '{"jsonrpc":"2.0",}']) {
      const { status, json } = await postRaw(devnet.url, body)
      expect(status).toBe(200)
      expect(json).toEqual({
        jsonrpc: '2.0',
        error: { code: -32700, message: 'Parse error' },
        id: null,
      })
    }
  })

  it('answers requests of the wrong shape with -32600', async () => {
    const bodies = [
      '42',
      '"getHealth"',
      'null',
      '[]',
      '{"jsonrpc":"1.0","id":1,"method":"getHealth"}',
      '{"id":1,"method":"getHealth"}',
      '{"jsonrpc":"2.0","id":1,"method":5}',
      '{"jsonrpc":"2.0","id":{"a":1},"method":"getHealth"}',
    ]
    for (const body of bodies) {
      const { status, json } = await postRaw(devnet.url, body)
      expect(status).toBe(200)
      expect(json.error.code).toBe(-32600)
    }
  })

  it('answers a batch entry by entry, in order', async () => {
    const { json } = await postRaw(
      devnet.url,
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
        7,
        { jsonrpc: '2.0', id: 'c', method: 'noSuchMethod' },
        { jsonrpc: '2.0', id: 'd', method: 'getBalance', params: [account0] },
      ]),
    )
    expect(json).toHaveLength(4)
    expect(json[0]).toEqual({ jsonrpc: '2.0', result: 'ok', id: 'a' })
    expect(json[1].error.code).toBe(-32600)
    expect(json[2].error.code).toBe(-32601)
    expect(json[3].result.value).toBe(1_000_000_000_000)
  })

  it('answers unknown methods with -32601', async () => {
    for (const method of ['getFoo', 'toString', '__proto__', 'constructor'])
      expect((await errorOf(method)).code).toBe(-32601)
  })

  it('answers bad params with -32602 and a message', async () => {
    const cases: [string, unknown][] = [
      ['getBalance', { address: account0 }],
      ['getBalance', [123]],
      ['getBalance', ['not-a-base58-address!']],
      ['getBalance', ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl']],
      ['getBalance', [account0, 'finalized']],
      ['getBalance', [account0, { commitment: 'eventually' }]],
      ['getAccountInfo', [account0, { encoding: 'base64+zstd' }]],
      ['getAccountInfo', [account0, { dataSlice: { offset: -1 } }]],
      ['getMultipleAccounts', [account0]],
      ['getMultipleAccounts', [[account0, 'nope']]],
      ['getTokenAccountsByOwner', [account0]],
      ['getTokenAccountsByOwner', [account0, { mint: 'x' }]],
      ['getTokenAccountsByOwner', [account0, { programId: account0 }]],
      ['getTokenAccountBalance', [account0]],
      ['getMinimumBalanceForRentExemption', ['165']],
      ['getMinimumBalanceForRentExemption', [-1]],
      ['isBlockhashValid', ['xyz']],
      ['getFeeForMessage', ['%%%']],
      ['getSignatureStatuses', ['sig']],
      ['getSignatureStatuses', [['not-a-signature']]],
      ['getTransaction', [42]],
      ['getTransaction', ['1'.repeat(88), { encoding: 'xml' }]],
      ['getSignaturesForAddress', [account0, { limit: 0 }]],
      ['getSignaturesForAddress', [account0, { before: 'x' }]],
      ['getProgramAccounts', ['x']],
      ['getProgramAccounts', [account0, { filters: {} }]],
      ['getProgramAccounts', [account0, { filters: [{ dataSize: -1 }] }]],
      ['getProgramAccounts', [account0, { filters: [{ memcmp: {} }] }]],
      [
        'getProgramAccounts',
        [account0, { filters: [{ memcmp: { offset: 0, bytes: '0OIl' } }] }],
      ],
      ['getProgramAccounts', [account0, { filters: [1, 2, 3, 4, 5] }]],
      ['requestAirdrop', [account0, -1]],
      ['requestAirdrop', [account0, 'a lot']],
      ['requestAirdrop', [account0, 0]],
      ['requestAirdrop', ['nobody', 1000]],
      ['sendTransaction', []],
      ['sendTransaction', [42]],
      ['sendTransaction', ['AAAA', { encoding: 'base64' }]],
      ['sendTransaction', ['!!!not base64!!!', { encoding: 'base64' }]],
      ['sendTransaction', ['0OIl', { encoding: 'base58' }]],
      ['sendTransaction', ['AQID', { encoding: 'hex' }]],
      ['sendTransaction', ['A'.repeat(4000), { encoding: 'base64' }]],
      [
        'sendTransaction',
        [Buffer.alloc(300, 7).toString('base64'), { encoding: 'base64' }],
      ],
      [
        'sendTransaction',
        ['AQID', { encoding: 'base64', skipPreflight: 'yes' }],
      ],
      [
        'simulateTransaction',
        [Buffer.alloc(200, 1).toString('base64'), { encoding: 'base64' }],
      ],
    ]
    for (const [method, params] of cases) {
      const error = await errorOf(method, params)
      expect({ method, params, code: error?.code }).toEqual({
        method,
        params,
        code: -32602,
      })
      expect(error.message.length).toBeGreaterThan(5)
    }
  })

  it('answers an unsigned transaction with -32003', async () => {
    const { json } = await rpcCall(devnet.url, 'getLatestBlockhash')
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(account0), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(json.result.value, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: { address: address(account0) } as never,
              destination: address(devSolanaAccounts[1]!.address),
              amount: 1n,
            }),
          ],
          m,
        ),
    )
    const wire = getBase64EncodedWireTransaction(compileTransaction(message))
    for (const skipPreflight of [false, true]) {
      const error = await errorOf('sendTransaction', [
        wire,
        { encoding: 'base64', skipPreflight },
      ])
      expect(error).toEqual({
        code: -32003,
        message: 'Transaction signature verification failure',
      })
    }
  })

  it('refuses bodies over 1 MB with 413', async () => {
    const huge = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getHealth',
      params: ['x'.repeat(1024 * 1024)],
    })
    const { status } = await postRaw(devnet.url, huge)
    expect(status).toBe(413)
  })

  it('lets browser pages call it (CORS) and refuses GET', async () => {
    const preflight = await fetch(devnet.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(
      /POST/,
    )
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'content-type,solana-client',
    )
    const { response } = await rpcCall(devnet.url, 'getHealth')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect((await fetch(devnet.url)).status).toBe(405)
    expect(await (await fetch(`${devnet.url}/health`)).text()).toBe('ok')
  })

  it('still answers after all of that', async () => {
    const { json } = await rpcCall(devnet.url, 'getHealth')
    expect(json.result).toBe('ok')
  })
})
