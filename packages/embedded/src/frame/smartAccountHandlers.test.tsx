// DOM project (happy-dom): the account-type requests against a scripted service.
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
  type Route,
} from '../../test/frame/createFrameHarness.js'

const eoa = '0x1111111111111111111111111111111111111111'
const sa = '0x2222222222222222222222222222222222222222'
const user = {
  email: 'a@example.com',
  address: eoa,
  accounts: [
    { address: eoa, type: 'eoa' },
    { address: sa, type: 'smartAccount' },
  ],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}
const tokenKey = 'latch:frame:token:p1'

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

/** Signed in; the service has smart accounts on 31337 only. */
const start = ({ code = '0x' }: { code?: string } = {}) => {
  const storage = new Map<string, string>()
  storage.set(tokenKey, JSON.stringify({ token: 't0k3n', expiresAt: null }))
  const routes: Record<string, Route> = {
    'GET /user': () => ({ user }),
    'GET /smart-accounts': () => ({ networks: [31337] }),
    'POST /rpc': ({ body }) =>
      body.method === 'eth_getCode' &&
      (body.params as unknown[] | undefined)?.[0] === sa
        ? { result: code }
        : [400, { error: { code: 'bad', message: 'unexpected' } }],
  }
  harness = createFrameHarness({ routes, storage })
  return harness
}

const noSmart = { message: 'This application might not support Smart Accounts' }

describe('smart accounts in the frame', () => {
  it('answers the enabled networks from the service, asked once', async () => {
    const frame = start()
    expect(
      (await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).payload,
    ).toEqual({ smartAccountEnabledNetworks: [31337] })
    await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    const asks = frame.calls.filter((c) => c.path === '/smart-accounts')
    expect(asks).toHaveLength(1)
    expect(asks[0]?.query).toMatchObject({ projectId: 'p1' })
  })

  it('GET_USER: the smart account by default on an enabled chain, the EOA when preferred', async () => {
    const frame = start({ code: '0x6001' })
    expect(
      (await frame.request('GET_USER', { chainId: 31337 })).payload,
    ).toMatchObject({
      address: sa,
      chainId: 31337,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
    })
    expect(
      (
        await frame.request('GET_USER', {
          chainId: 31337,
          preferredAccountType: 'eoa',
        })
      ).payload,
    ).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    // The preference stays for the replies that follow.
    expect((await frame.request('GET_USER', {})).payload).toMatchObject({
      address: eoa,
    })
    expect(
      (await frame.request('GET_USER', { preferredAccountType: 'safe' }))
        .payload,
    ).toEqual({ message: 'Invalid request: preferredAccountType' })
  })

  it('GET_USER on a chain without smart accounts answers the EOA', async () => {
    const frame = start()
    expect(
      (
        await frame.request('GET_USER', {
          chainId: 10,
          preferredAccountType: 'smartAccount',
        })
      ).payload,
    ).toMatchObject({ address: eoa, chainId: 10, preferredAccountType: 'eoa' })
  })

  it('SET_PREFERRED_ACCOUNT switches; smartAccount where not enabled is refused', async () => {
    const frame = start()
    await frame.request('SWITCH_NETWORK', { chainId: 31337 })
    expect(
      (await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).payload,
    ).toEqual({ type: 'eoa', address: eoa })
    expect((await frame.request('GET_USER', {})).payload).toMatchObject({
      address: eoa,
    })
    expect(
      (await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))
        .payload,
    ).toEqual({ type: 'smartAccount', address: sa })
    expect((await frame.request('GET_USER', {})).payload).toMatchObject({
      address: sa,
      smartAccountDeployed: false,
    })
    await frame.request('SWITCH_NETWORK', { chainId: 10 })
    expect(
      (await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))
        .payload,
    ).toEqual(noSmart)
    expect(
      (await frame.request('SET_PREFERRED_ACCOUNT', { type: 'x' })).payload,
    ).toEqual({ message: 'Invalid request: type' })
  })

  it('INIT_SMART_ACCOUNT answers the counterfactual account on an enabled chain', async () => {
    const frame = start()
    await frame.request('SWITCH_NETWORK', { chainId: 31337 })
    expect((await frame.request('INIT_SMART_ACCOUNT')).payload).toEqual({
      address: sa,
      isDeployed: false,
    })
    await frame.request('SWITCH_NETWORK', { chainId: 10 })
    expect((await frame.request('INIT_SMART_ACCOUNT')).payload).toEqual(noSmart)
  })
})
