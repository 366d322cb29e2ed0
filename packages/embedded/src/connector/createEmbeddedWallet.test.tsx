// DOM project: the connector's chunk against the real frame app (E's
// startFrame, through its harness, with a scripted service), the window
// messages crossing as the browser would deliver them.
import {
  devnet2,
  getProviderError,
  solana,
  UserRejectedRequestError,
} from '@latch/common'
import { EmbeddedSessionExpiredError, readLoginCache } from '@latch/core'
import { describe, expect, it } from 'vitest'
import {
  ADDRESS,
  buttonNamed,
  deliver,
  routes,
  startEmbeddedWallet as start,
  until,
  useFrameDom,
} from '../../test/connector/startEmbeddedWallet.js'
import { SERVICE } from '../../test/frame/createFrameHarness.js'

useFrameDom()

describe('embedded wallet against the real frame', () => {
  it('starts once the frame is ready, signed out, on the stored chain', async () => {
    const { session } = await start()
    const iframe = document.querySelector<HTMLIFrameElement>(
      'iframe[data-latch-frame]',
    )
    // The harness wiped the body when it started the frame; the src is what counts.
    void iframe
    const wallet = await session
    expect(await wallet.getAccounts()).toEqual([])
    expect(await wallet.getChainId()).toBe(31337)
  })

  it('logs in by e-mail code: user, login cache, accounts, local and remote RPC', async () => {
    const { session, storage, seen, targets, frame } = await start()
    const wallet = await session
    expect(await wallet.connectEmail({ email: 'a@example.com' })).toEqual({
      action: 'VERIFY_OTP',
    })
    await expect(wallet.connectOtp({ otp: '000000' })).rejects.toThrow(
      'Invalid code',
    )
    expect(await wallet.connectOtp({ otp: '123456' })).toEqual({
      address: ADDRESS,
      email: 'a@example.com',
      chainId: 31337,
      accountType: 'eoa',
    })
    expect(readLoginCache(storage)).toEqual({ email: 'a@example.com' })
    expect(seen).toContainEqual([
      'user',
      {
        address: ADDRESS,
        email: 'a@example.com',
        chainId: 31337,
        accountType: 'eoa',
      },
    ])
    expect(await wallet.connect()).toEqual({
      accounts: [ADDRESS],
      chainId: 31337,
    })
    const provider = await wallet.getProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([
      ADDRESS,
    ])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(frame.calls.at(-1)).toMatchObject({
      path: '/rpc',
      body: { method: 'eth_blockNumber', chainId: 31337 },
    })
    expect(new Set(targets)).toEqual(new Set([SERVICE]))
    await expect(
      provider.request({ method: 'eth_coinbase' }),
    ).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
    })
  })

  it('a not-safe request waits for Approve inside the frame', async () => {
    const { session, seen } = await start({ signedIn: true })
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(true)
    const provider = await wallet.getProvider()
    const signed = provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ADDRESS],
    })
    await until(() => seen.find(([name]) => name === 'approvalOpen'))
    // With the screen's title, for the modal's header.
    expect(seen).toContainEqual([
      'approvalOpen',
      { method: 'personal_sign', title: 'Sign message' },
    ])
    const approve = await until(() => {
      const button = buttonNamed('Approve')
      return button && !button.disabled ? button : undefined
    })
    approve.click()
    await expect(signed).resolves.toBe('0xsig')
    await until(() => seen.find(([name]) => name === 'approvalClose'))
    expect(seen).toContainEqual(['approvalClose', { approved: true }])
  })

  it("Reject in the frame is 'Signature declined' (4001)", async () => {
    const { session } = await start({ signedIn: true })
    const wallet = await session
    await wallet.isAuthorized()
    const provider = await wallet.getProvider()
    const signed = provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ADDRESS],
    })
    const reject = await until(() => buttonNamed('Reject'))
    reject.click()
    const error = await signed.catch((e: unknown) => e)
    // EIP-1193 { code: 4001 }, which the core's actions type.
    expect(error).toMatchObject({ code: 4001, message: 'Signature declined' })
    expect(getProviderError(error)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('cancelling an approval (modal closed) rejects it in the frame too, so the next one shows', async () => {
    const { session, seen } = await start({ signedIn: true })
    const wallet = await session
    await wallet.isAuthorized()
    const provider = await wallet.getProvider()
    const sign = () =>
      provider.request({
        method: 'personal_sign',
        params: ['0x68656c6c6f', ADDRESS],
      })
    const opened = () => seen.filter(([name]) => name === 'approvalOpen').length
    const first = sign()
    await until(() => opened() === 1)
    wallet.cancelApproval()
    const error = await first.catch((e: unknown) => e)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    await until(() => seen.find(([name]) => name === 'approvalClose'))
    expect(seen).toContainEqual(['approvalClose', { approved: false }])
    const second = sign()
    await until(() => opened() === 2)
    const approve = await until(() => {
      const button = buttonNamed('Approve')
      return button && !button.disabled ? button : undefined
    })
    approve.click()
    await expect(second).resolves.toBe('0xsig')
  })

  it("sends the modal's theme to the frame once it is ready", async () => {
    const { session } = await start()
    const wallet = await session
    wallet.syncTheme({ themeMode: 'light' })
    await until(() => document.documentElement.dataset.theme === 'light')
    expect(document.documentElement.dataset.theme).toBe('light')
    // Theme variables go along: the reference's accent name is taken.
    wallet.syncTheme({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#00aa00' },
    })
    const accent = () =>
      document.documentElement.style.getPropertyValue('--accent')
    await until(() => accent() === '#00aa00')
    expect(accent()).toBe('#00aa00')
    wallet.syncTheme({ themeMode: 'light' })
    await until(() => accent() === '')
  })

  it('switches the network through the frame, eip155 only', async () => {
    const { session, seen } = await start({ signedIn: true })
    const wallet = await session
    await wallet.isAuthorized()
    await wallet.switchChain({ network: devnet2 })
    expect(await wallet.getChainId()).toBe(31338)
    expect(seen).toContainEqual(['connector:change', { chainId: 31338 }])
    const provider = await wallet.getProvider()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await expect(wallet.switchChain({ network: solana })).rejects.toThrow(
      'Network not found',
    )
  })

  it('wallet_switchEthereumChain takes the chain id as hex, 0x added if missing (SPEC §5)', async () => {
    const { session, seen } = await start({ signedIn: true })
    const wallet = await session
    await wallet.isAuthorized()
    const provider = await wallet.getProvider()
    const switchTo = (chainId: unknown) =>
      provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId }],
      })
    await expect(switchTo('7a6a')).resolves.toBeNull()
    expect(await wallet.getChainId()).toBe(31338)
    expect(seen).toContainEqual(['connector:change', { chainId: 31338 }])
    await expect(switchTo('0x7A69')).resolves.toBeNull()
    expect(await wallet.getChainId()).toBe(31337)
    // Not hex, or not a string: refused, the chain unchanged.
    for (const bad of ['0xzz', '', 31338, undefined])
      await expect(switchTo(bad)).rejects.toThrow(
        'Requested RPC call is not allowed',
      )
    expect(await wallet.getChainId()).toBe(31337)
  })

  it('ignores a hostile script on the page posting frame replies', async () => {
    const { session } = await start()
    const wallet = await session
    const pending = wallet.connectEmail({ email: 'a@example.com' })
    // The page itself (its own origin and window) pretends to be the frame.
    for (const id of ['x', '1'])
      deliver(
        {
          latch: 1,
          type: '@latch-frame/CONNECT_EMAIL_SUCCESS',
          id,
          payload: { action: 'CONNECT' },
        },
        location.origin,
        window,
      )
    await expect(pending).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  it('restores a login on reload (IS_CONNECTED, then GET_USER)', async () => {
    const { session, storage } = await start({ signedIn: true })
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(true)
    expect(await wallet.getAccounts()).toEqual([ADDRESS])
    expect(readLoginCache(storage)).toEqual({ email: 'a@example.com' })
  })

  it('a negative check clears the login cache (SPEC §4)', async () => {
    const { session, storage } = await start()
    storage.setItem('embeddedLoginUsed', true)
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(false)
    expect(readLoginCache(storage)).toBeUndefined()
  })

  it("the service's session end disconnects with 'Session Expired'", async () => {
    const { session, seen, storage } = await start({
      signedIn: true,
      routes: {
        ...routes,
        'POST /rpc': () => [
          401,
          { error: { code: 'session', message: 'Session Expired' } },
        ],
      },
    })
    const wallet = await session
    await wallet.isAuthorized()
    const provider = await wallet.getProvider()
    await expect(
      provider.request({ method: 'eth_blockNumber' }),
    ).rejects.toBeInstanceOf(EmbeddedSessionExpiredError)
    await until(() => seen.find(([name]) => name === 'connector:disconnect'))
    const error = seen.find(([name]) => name === 'error')?.[1] as {
      error: Error
    }
    expect(error.error).toBeInstanceOf(EmbeddedSessionExpiredError)
    expect(readLoginCache(storage)).toBeUndefined()
    expect(await wallet.getAccounts()).toEqual([])
  })

  it('signs out within 3 s even when the service hangs, and clears the cache', async () => {
    const { session, storage } = await start({
      signedIn: true,
      routes: { ...routes, 'POST /sign-out': () => new Promise(() => {}) },
      timings: { ready: 0, signOut: 50 },
    })
    const wallet = await session
    await wallet.isAuthorized()
    const started = Date.now()
    await wallet.disconnect()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(readLoginCache(storage)).toBeUndefined()
    expect(await wallet.getAccounts()).toEqual([])
  })
  it("the service unreachable at sign-out: signed out here all the same, the frame's error rethrown (core says 'Failed to disconnect')", async () => {
    const { session, storage, frame } = await start({
      signedIn: true,
      routes: {
        ...routes,
        'POST /sign-out': () => [
          503,
          { error: { code: 'unavailable', message: 'Service Unavailable' } },
        ],
      },
    })
    const wallet = await session
    await wallet.isAuthorized()
    await expect(wallet.disconnect()).rejects.toThrow()
    expect(readLoginCache(storage)).toBeUndefined()
    expect(await wallet.getAccounts()).toEqual([])
    // The frame forgot its token too: nobody can use it from here.
    expect(await wallet.isAuthorized()).toBe(false)
    expect(frame.calls.filter((c) => c.path === '/sign-out')).toHaveLength(1)
  })

  it('a session the service had ended already (401 at sign-out) is a plain sign-out', async () => {
    const { session } = await start({
      signedIn: true,
      routes: {
        ...routes,
        'POST /sign-out': () => [
          401,
          { error: { code: 'session', message: 'Session Expired' } },
        ],
      },
    })
    const wallet = await session
    await wallet.isAuthorized()
    await wallet.disconnect()
    expect(await wallet.getAccounts()).toEqual([])
  })
})

describe("the frame's logger flag", () => {
  const frameConfig = (logger: boolean) => ({
    projectId: 'p1',
    origins: ['https://*.example.com'],
    chainId: 31337,
    version: '0.1.0',
    logger,
    serviceUrl: SERVICE,
  })

  it("on, the frame's lines reach the page as log events (message names only)", async () => {
    const { session, seen } = await start({ config: frameConfig(true) })
    const wallet = await session
    expect(await wallet.getChainId()).toBe(31337)
    const lines = seen
      .filter(([name]) => name === 'log')
      .map(([, data]) => (data as { line: string }).line)
    expect(lines).toContain('→ @latch-frame/READY')
    expect(lines.every((line) => line.startsWith('→ @latch-frame/'))).toBe(true)
  })

  it('off (the default), no log event crosses', async () => {
    const { session, seen } = await start({ config: frameConfig(false) })
    expect(await (await session).getChainId()).toBe(31337)
    expect(seen.filter(([name]) => name === 'log')).toEqual([])
  })
})
