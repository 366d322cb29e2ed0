// DOM project (happy-dom): SPEC §6 "no approval screen for a method the
// service will refuse afterwards". Each class of RPC_REQUEST method against
// a scripted service: the frame asks the service only for what it serves
// (safe reads at once; the service's signing methods of the chain's
// namespace through /rpc/prepare), and refuses everything else up front
// with 'Requested RPC call is not allowed': no service call, no screen.
import {
  EVM_SIGNING_METHODS,
  NOT_SAFE_RPC_METHODS,
  SOLANA_SIGNING_METHODS,
} from '@latch/common/embedded-protocol'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
} from '../../test/frame/createFrameHarness.js'

const tokenKey = 'latch:frame:token:p1'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const refused = { message: 'Requested RPC call is not allowed' }
const prepareRefusal = [
  400,
  { error: { code: 'bad_request', message: 'scripted refusal' } },
] as const

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

const start = () => {
  const storage = new Map<string, string>()
  storage.set(tokenKey, JSON.stringify({ token: 't0k3n', expiresAt: null }))
  harness = createFrameHarness({
    routes: {
      'POST /rpc': () => ({ result: '0x1' }),
      // Prepared requests are refused here: these tests are about whether
      // the frame asks at all, not about the screen that would follow.
      'POST /rpc/prepare': () => prepareRefusal,
    },
    storage,
  })
  return harness
}

const paths = (frame: FrameHarness) => frame.calls.map((c) => c.path)

describe('RPC_REQUEST: what the frame asks the service', () => {
  it('a safe read goes to /rpc at once, with no screen', async () => {
    const frame = start()
    const reply = await frame.request('RPC_REQUEST', {
      method: 'eth_blockNumber',
      chainId: 31337,
    })
    expect(reply.type).toBe('@latch-frame/RPC_REQUEST_SUCCESS')
    expect(paths(frame)).toEqual(['/rpc'])
    expect(frame.events('APPROVAL_OPEN')).toEqual([])
  })

  it.each(EVM_SIGNING_METHODS)(
    'EVM signing method %s on an EVM chain is prepared by the service first',
    async (method) => {
      const frame = start()
      const reply = await frame.request('RPC_REQUEST', {
        method,
        chainId: 31337,
        params: [],
      })
      expect(reply.payload).toEqual({ message: 'scripted refusal' })
      expect(paths(frame)).toEqual(['/rpc/prepare'])
      expect(frame.events('APPROVAL_OPEN')).toEqual([])
    },
  )

  it.each(SOLANA_SIGNING_METHODS)(
    'Solana signing method %s on a solana: chain is prepared by the service first',
    async (method) => {
      const frame = start()
      await frame.request('RPC_REQUEST', {
        method,
        chainId: SOLANA_DEVNET,
        params: {},
      })
      expect(paths(frame)).toEqual(['/rpc/prepare'])
    },
  )

  const neverSigned = NOT_SAFE_RPC_METHODS.filter(
    (m) =>
      !(EVM_SIGNING_METHODS as readonly string[]).includes(m) &&
      !(SOLANA_SIGNING_METHODS as readonly string[]).includes(m),
  )

  it('the not-safe methods the service never signs are eth_sign, eth_sendRawTransaction, eth_sendUserOperation', () => {
    expect(neverSigned).toEqual([
      'eth_sign',
      'eth_sendRawTransaction',
      'eth_sendUserOperation',
    ])
  })

  it.each(neverSigned)(
    'not-safe %s, which the service refuses, is refused up front',
    async (method) => {
      const frame = start()
      const reply = await frame.request('RPC_REQUEST', {
        method,
        chainId: 31337,
        params: [],
      })
      expect(reply.type).toBe('@latch-frame/RPC_REQUEST_ERROR')
      expect(reply.payload).toEqual(refused)
      expect(frame.calls).toEqual([])
      expect(frame.events('APPROVAL_OPEN')).toEqual([])
    },
  )

  it.each([
    ['solana_signMessage', 31337],
    ['solana_signAndSendTransaction', 'eip155:31337'],
    ['personal_sign', SOLANA_DEVNET],
    ['eth_sendTransaction', SOLANA_DEVNET],
    ['wallet_grantPermissions', SOLANA_DEVNET],
  ])(
    'a signing method of the other namespace (%s on %s) is refused up front',
    async (method, chainId) => {
      const frame = start()
      const reply = await frame.request('RPC_REQUEST', {
        method,
        chainId,
        params: [],
      })
      expect(reply.payload).toEqual(refused)
      expect(frame.calls).toEqual([])
      expect(frame.events('APPROVAL_OPEN')).toEqual([])
    },
  )

  it.each(['eth_coinbase', 'wallet_addEthereumChain', 'foo', ''])(
    'an unknown method %j is refused up front',
    async (method) => {
      const frame = start()
      const reply = await frame.request('RPC_REQUEST', {
        method,
        chainId: 31337,
      })
      expect(reply.type).toBe('@latch-frame/RPC_REQUEST_ERROR')
      expect(frame.calls).toEqual([])
    },
  )
})
