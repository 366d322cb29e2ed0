// DOM project: the connector's account types against the real frame app
// (startFrame through its harness, a scripted service with smart accounts
// on 31337 only).
import { devnet, devnet2 } from '@latch/common'
import type { AccountType } from '@latch/core'
import { describe, expect, it } from 'vitest'
import {
  routes,
  startEmbeddedWallet as start,
  until,
  useFrameDom,
} from '../../test/connector/startEmbeddedWallet.js'
import type { Route } from '../../test/frame/createFrameHarness.js'

useFrameDom()

const EOA = '0x1111111111111111111111111111111111111111'
const SA = '0x2222222222222222222222222222222222222222'
const user = {
  email: 'a@example.com',
  address: EOA,
  accounts: [
    { address: EOA, type: 'eoa' },
    { address: SA, type: 'smartAccount' },
  ],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}
const smartRoutes: Record<string, Route> = {
  ...routes,
  'POST /email/otp': () => ({ token: 't0k3n', expiresAt: null, user }),
  'GET /user': () => ({ user }),
  'GET /smart-accounts': () => ({ networks: [31337] }),
  'POST /rpc': ({ body }) =>
    body.method === 'eth_getCode' ? { result: '0x' } : { result: '0x2a' },
}

/** The core store's choices, by CAIP-2 id; smart account by default. */
const preferences = (chosen: Record<string, AccountType> = {}) => ({
  chosen,
  getPreferredAccountType: (id: string) => chosen[id] ?? 'smartAccount',
})

describe('embedded wallet account types', () => {
  it('logs in on the smart account by default where the chain has one', async () => {
    const { session, storage, seen } = await start({
      routes: smartRoutes,
      ...preferences(),
    })
    const wallet = await session
    await wallet.connectEmail({ email: 'a@example.com' })
    expect(await wallet.connectOtp({ otp: '123456' })).toEqual({
      address: SA,
      email: 'a@example.com',
      chainId: 31337,
      accountType: 'smartAccount',
      smartAccountAddress: SA,
      smartAccountDeployed: false,
    })
    expect((await wallet.connect()).accounts).toEqual([SA])
    const provider = await wallet.getProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SA])
    expect(storage.getItem('smartAccountEnabledNetworks')).toEqual([31337])
    expect(seen).toContainEqual([
      'user',
      expect.objectContaining({ address: SA }),
    ])
  })

  it('switches to the EOA and back: the connection account changes', async () => {
    const { session, seen } = await start({
      routes: smartRoutes,
      signedIn: true,
      ...preferences(),
    })
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(true)
    expect(await wallet.getAccounts()).toEqual([SA])
    const eoa = await wallet.setPreferredAccountType({ type: 'eoa' })
    expect(eoa).toMatchObject({
      address: EOA,
      accountType: 'eoa',
      smartAccountAddress: SA,
    })
    expect(await wallet.getAccounts()).toEqual([EOA])
    expect(seen).toContainEqual(['connector:change', { accounts: [EOA] }])
    await wallet.setPreferredAccountType({ type: 'smartAccount' })
    expect(await wallet.getAccounts()).toEqual([SA])
    expect(seen).toContainEqual(['connector:change', { accounts: [SA] }])
  })

  it('uses the EOA on a chain without smart accounts, and refuses to switch there', async () => {
    const { session, seen } = await start({
      routes: smartRoutes,
      signedIn: true,
      networks: [devnet, devnet2],
      ...preferences(),
    })
    const wallet = await session
    await wallet.isAuthorized()
    await wallet.switchChain({ network: devnet2 })
    expect(seen).toContainEqual([
      'connector:change',
      { chainId: 31338, accounts: [EOA] },
    ])
    const now = await wallet.getUser()
    expect(now).toMatchObject({ address: EOA, accountType: 'eoa' })
    expect(now?.smartAccountAddress).toBeUndefined()
    await expect(
      wallet.setPreferredAccountType({ type: 'smartAccount' }),
    ).rejects.toThrow('This application might not support Smart Accounts')
    await wallet.switchChain({ network: devnet })
    expect(await wallet.getAccounts()).toEqual([SA])
  })

  it("asks the frame for the type the store holds for the chain ('eoa' chosen)", async () => {
    const { session, frame } = await start({
      routes: smartRoutes,
      signedIn: true,
      ...preferences({ 'eip155:31337': 'eoa' }),
    })
    const wallet = await session
    await wallet.isAuthorized()
    expect(await wallet.getAccounts()).toEqual([EOA])
    expect(frame.calls.some((c) => c.path === '/rpc')).toBe(false)
  })

  it('reads the user again once a user operation landed: the account is deployed', async () => {
    let landed = false
    const { session, seen } = await start({
      routes: {
        ...smartRoutes,
        'POST /rpc': ({ body }) => {
          if (body.method === 'eth_getCode')
            return { result: landed ? '0x6080' : '0x' }
          if (body.method !== 'wallet_getCallsStatus') return { result: '0x2a' }
          landed = true
          return {
            result: {
              version: '2.0.0',
              id: `0x${'ab'.repeat(32)}`,
              chainId: '0x7a69',
              atomic: true,
              status: 200,
              receipts: [],
            },
          }
        },
      },
      signedIn: true,
      ...preferences(),
    })
    const wallet = await session
    await wallet.isAuthorized()
    expect(await wallet.getUser()).toMatchObject({
      address: SA,
      chainId: 31337,
      smartAccountDeployed: false,
    })
    const provider = await wallet.getProvider()
    await provider.request({
      method: 'wallet_getCallsStatus',
      params: [`0x${'ab'.repeat(32)}`],
    })
    await until(() =>
      seen.find(
        ([name, next]) =>
          name === 'user' &&
          (next as { smartAccountDeployed?: boolean }).smartAccountDeployed,
      ),
    )
    expect(await wallet.getUser()).toMatchObject({
      address: SA,
      chainId: 31337,
      smartAccountDeployed: true,
    })
  })
})
