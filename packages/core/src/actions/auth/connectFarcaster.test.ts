import { FARCASTER_RELOAD_DELAY_MS } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createFakeAuthConfig } from '../../../test/auth/createFakeAuthConfig.js'
import { FAKE_ADDRESS } from '../../../test/auth/createFakeAuthConnector.js'
import { closeModal } from '../closeModal.js'
import { getAccount } from '../getAccount.js'
import { goBack } from '../goBack.js'
import { openModal } from '../openModal.js'
import { pushView } from '../pushView.js'
import { cancelFarcasterLogin } from './cancelFarcasterLogin.js'
import { connectFarcaster } from './connectFarcaster.js'
import { getEmbeddedUser } from './getEmbeddedUser.js'
import { getFarcasterUri } from './getFarcasterUri.js'

const URL_C1 = 'https://farcaster.xyz/~/sign-in-with-farcaster?channelToken=c1'

describe('Farcaster login (SPEC §7 get farcaster uri, connect farcaster)', () => {
  it('keeps the URL in state while the sign-in waits, then connects and clears it', async () => {
    const { config, calls } = createFakeAuthConfig()
    expect(config.store.getState().farcasterUrl).toBeUndefined()
    expect(await getFarcasterUri(config)).toEqual({ url: URL_C1 })
    expect(config.store.getState().farcasterUrl).toBe(URL_C1)
    const result = await connectFarcaster(config)
    expect(result).toMatchObject({
      accounts: [FAKE_ADDRESS],
      user: { socialProvider: 'farcaster', username: 'alice' },
    })
    expect(config.store.getState().farcasterUrl).toBeUndefined()
    expect(getAccount(config).isConnected).toBe(true)
    expect(getEmbeddedUser(config)?.socialProvider).toBe('farcaster')
    expect(calls).toEqual(['getFarcasterUri', 'connectFarcaster', 'connect'])
  })

  it('calls while one is under way share its request (one channel, not two racing)', async () => {
    const { config, calls } = createFakeAuthConfig()
    const [a, b] = await Promise.all([
      getFarcasterUri(config),
      getFarcasterUri(config),
    ])
    expect(a).toEqual(b)
    expect(calls).toEqual(['getFarcasterUri'])
    await getFarcasterUri(config)
    expect(calls).toEqual(['getFarcasterUri', 'getFarcasterUri'])
  })

  it('back rule (SPEC §2): clears the URL at once, reloads the auth connector after 100 ms', async () => {
    const { config, calls } = createFakeAuthConfig()
    await getFarcasterUri(config)
    const start = performance.now()
    cancelFarcasterLogin(config)
    expect(config.store.getState().farcasterUrl).toBeUndefined()
    expect(calls).toEqual(['getFarcasterUri'])
    await new Promise((r) => setTimeout(r, FARCASTER_RELOAD_DELAY_MS / 2))
    expect(calls).toEqual(['getFarcasterUri'])
    while (!calls.includes('reload')) await new Promise((r) => setTimeout(r, 5))
    expect(performance.now() - start).toBeGreaterThanOrEqual(
      FARCASTER_RELOAD_DELAY_MS - 5,
    )
    expect(FARCASTER_RELOAD_DELAY_MS).toBe(100)
  })

  it('leaving ConnectingFarcaster (back or close) during a sign-in runs the back rule; after a login nothing is reloaded', async () => {
    const { config, calls } = createFakeAuthConfig()
    openModal(config)
    pushView(config, { view: 'ConnectingFarcaster' })
    await getFarcasterUri(config)
    goBack(config)
    expect(config.store.getState().farcasterUrl).toBeUndefined()
    while (!calls.includes('reload')) await new Promise((r) => setTimeout(r, 5))

    pushView(config, { view: 'ConnectingFarcaster' })
    await getFarcasterUri(config)
    closeModal(config)
    expect(config.store.getState().farcasterUrl).toBeUndefined()
    while (calls.filter((c) => c === 'reload').length < 2)
      await new Promise((r) => setTimeout(r, 5))

    openModal(config)
    pushView(config, { view: 'ConnectingFarcaster' })
    await getFarcasterUri(config)
    await connectFarcaster(config)
    closeModal(config)
    await new Promise((r) => setTimeout(r, FARCASTER_RELOAD_DELAY_MS + 50))
    expect(calls.filter((c) => c === 'reload')).toHaveLength(2)
  })
})
