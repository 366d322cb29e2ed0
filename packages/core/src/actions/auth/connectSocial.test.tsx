import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFakeAuthConfig } from '../../../test/auth/createFakeAuthConfig.js'
import { FAKE_ADDRESS } from '../../../test/auth/createFakeAuthConnector.js'
import {
  InvalidSocialProviderError,
  SocialLoginCancelledError,
} from '../../auth/errors.js'
import { openSocialPopup } from '../../auth/openSocialPopup.js'
import { closeModal } from '../closeModal.js'
import { getAccount } from '../getAccount.js'
import { goBack } from '../goBack.js'
import { openModal } from '../openModal.js'
import { pushView } from '../pushView.js'
import { connectSocial } from './connectSocial.js'
import { getEmbeddedUser } from './getEmbeddedUser.js'
import { getSocialLogin } from './getSocialLogin.js'
import { startSocialLogin } from './startSocialLogin.js'

const SERVICE = 'http://127.0.0.1:8789'
const CALLBACK = `${SERVICE}/v1/embedded/social/callback?code=c&state=s`

type FakePopup = { closed: boolean; location: { href: string }; close(): void }

let opened: { popup: FakePopup; name: string; features: string }[] = []
let blocked = false
const realOpen = window.open

beforeEach(() => {
  opened = []
  blocked = false
  window.open = ((url: string, name: string, features: string) => {
    if (blocked) return null
    expect(url).toBe('')
    const popup: FakePopup = {
      closed: false,
      location: { href: 'about:blank' },
      close() {
        popup.closed = true
      },
    }
    opened.push({ popup, name, features })
    return popup
  }) as typeof window.open
})

afterEach(() => {
  window.open = realOpen
})

function post(data: unknown, origin: string, source: unknown) {
  const event = new Event('message')
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  })
  window.dispatchEvent(event)
}

const callback = (uri: string) => ({
  latch: 1,
  type: '@latch-frame/SOCIAL_CALLBACK',
  id: 'x',
  payload: { uri },
})

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++)
    await new Promise((r) => setTimeout(r, 5))
}

describe('connectSocial (popup opened in the click)', () => {
  it('opens the popup synchronously, sends it to the provider and finishes on the callback', async () => {
    const { config, calls } = createFakeAuthConfig()
    const result = connectSocial(config, { provider: 'github' })
    // Before anything was awaited: still inside the click.
    expect(opened).toHaveLength(1)
    expect(opened[0]?.name).toBe('latch-social')
    expect(opened[0]?.features).toMatch(/width=500,height=640/)
    const popup = opened[0]!.popup
    await until(() => popup.location.href !== 'about:blank')
    expect(popup.location.href).toBe('https://provider.example/github')

    // Ignored: another origin, another window, junk, a bad uri.
    post(callback('https://evil.example/steal'), 'https://evil.example', popup)
    post(callback(CALLBACK), SERVICE, window)
    post(callback(CALLBACK), SERVICE, null)
    post({ ...callback(CALLBACK), latch: 2 }, SERVICE, popup)
    post({ ...callback(CALLBACK), type: '@latch-frame/READY' }, SERVICE, popup)
    post(callback('not a url'), SERVICE, popup)
    post('junk', SERVICE, popup)
    await new Promise((r) => setTimeout(r, 20))
    expect(calls).toEqual(['getSocialRedirectUri github'])

    post(callback(CALLBACK), SERVICE, popup)
    await expect(result).resolves.toMatchObject({
      accounts: [FAKE_ADDRESS],
      user: { socialProvider: 'github' },
    })
    expect(calls).toEqual([
      'getSocialRedirectUri github',
      `connectSocial ${CALLBACK}`,
      'connect',
    ])
    expect(popup.closed).toBe(true)
    expect(getAccount(config).status).toBe('connected')
    expect(getEmbeddedUser(config)?.socialProvider).toBe('github')
  })

  it('is a clear cancel when the visitor closes the popup', async () => {
    const { config } = createFakeAuthConfig()
    const result = connectSocial(config, { provider: 'google' })
    const popup = opened[0]!.popup
    await until(() => popup.location.href !== 'about:blank')
    popup.closed = true
    await expect(result).rejects.toBeInstanceOf(SocialLoginCancelledError)
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('gives up on the signal: the popup closes, a cancel', async () => {
    const { config, calls } = createFakeAuthConfig()
    const controller = new AbortController()
    const result = connectSocial(config, {
      provider: 'github',
      signal: controller.signal,
    })
    const popup = opened[0]!.popup
    await until(() => popup.location.href !== 'about:blank')
    controller.abort()
    await expect(result).rejects.toBeInstanceOf(SocialLoginCancelledError)
    expect(popup.closed).toBe(true)
    expect(calls).toEqual(['getSocialRedirectUri github'])
  })

  it('says so when the browser blocks the popup', async () => {
    const { config, calls } = createFakeAuthConfig()
    blocked = true
    const error = await connectSocial(config, { provider: 'x' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SocialLoginCancelledError)
    expect((error as SocialLoginCancelledError).details).toMatch(/blocked/)
    expect(calls).toEqual([])
  })

  it('refuses a provider outside SPEC §5 without opening anything', async () => {
    const { config } = createFakeAuthConfig()
    for (const provider of ['farcaster', 'myspace', '', undefined])
      await expect(
        connectSocial(config, { provider: provider as 'x' }),
      ).rejects.toBeInstanceOf(InvalidSocialProviderError)
    expect(opened).toHaveLength(0)
  })
})

describe('connectSocial with the popup the click opened (popupWindow)', () => {
  it('opens none of its own and sends that popup to the provider', async () => {
    const { config, calls } = createFakeAuthConfig()
    // The click opened it; the code calling connectSocial loaded after.
    const popupWindow = openSocialPopup()
    expect(opened).toHaveLength(1)
    expect(opened[0]?.name).toBe('latch-social')
    const popup = opened[0]!.popup
    const result = connectSocial(config, {
      provider: 'github',
      popupWindow: popupWindow as Window,
    })
    await until(() => popup.location.href !== 'about:blank')
    expect(popup.location.href).toBe('https://provider.example/github')
    expect(opened).toHaveLength(1)
    post(callback(CALLBACK), SERVICE, popup)
    await expect(result).resolves.toMatchObject({ accounts: [FAKE_ADDRESS] })
    expect(popup.closed).toBe(true)
    expect(calls[0]).toBe('getSocialRedirectUri github')
  })

  it('a blocked one (null) is the blocked cancel, and no other opens', async () => {
    const { config, calls } = createFakeAuthConfig()
    const error = await connectSocial(config, {
      provider: 'google',
      popupWindow: null,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SocialLoginCancelledError)
    expect((error as SocialLoginCancelledError).details).toMatch(/blocked/)
    expect(opened).toHaveLength(0)
    expect(calls).toEqual([])
  })

  it('closes it when the login cannot start (a provider outside SPEC §5)', async () => {
    const { config } = createFakeAuthConfig()
    const popupWindow = openSocialPopup()
    await expect(
      connectSocial(config, {
        provider: 'myspace' as 'x',
        popupWindow: popupWindow as Window,
      }),
    ).rejects.toBeInstanceOf(InvalidSocialProviderError)
    expect(opened[0]?.popup.closed).toBe(true)
  })
})

describe('startSocialLogin (the social login flow)', () => {
  it('social/started → social/succeeded; the run is kept per config', async () => {
    const { config } = createFakeAuthConfig()
    const login = startSocialLogin(config, { provider: 'github' })
    expect(config.state.socialLogin).toEqual({
      provider: 'github',
      status: 'pending',
    })
    expect(getSocialLogin(config)).toBe(login)
    const popup = opened[0]!.popup
    await until(() => popup.location.href !== 'about:blank')
    post(callback(CALLBACK), SERVICE, popup)
    await login.promise
    expect(config.state.socialLogin?.status).toBe('succeeded')
    // Another config knows nothing of it.
    expect(getSocialLogin(createFakeAuthConfig().config)).toBeUndefined()
  })

  it.each([
    ['Close', closeModal],
    ['Back', goBack],
  ] as const)(
    'leaving ConnectingSocial (%s) ends the login: cancelled, popup closed',
    async (_, leave) => {
      const { config } = createFakeAuthConfig()
      void openModal(config)
      const login = startSocialLogin(config, { provider: 'google' })
      pushView(config, { view: 'ConnectingSocial', provider: 'google' })
      const popup = opened[0]!.popup
      await until(() => popup.location.href !== 'about:blank')
      leave(config)
      expect(config.state.socialLogin?.status).toBe('cancelled')
      await expect(login.promise).rejects.toBeInstanceOf(
        SocialLoginCancelledError,
      )
      expect(popup.closed).toBe(true)
      // The popup answering late changes nothing.
      expect(config.state.socialLogin?.status).toBe('cancelled')
      expect(getAccount(config).status).toBe('disconnected')
    },
  )

  it('a popup the visitor closed ends the login as cancelled', async () => {
    const { config } = createFakeAuthConfig()
    const login = startSocialLogin(config, { provider: 'google' })
    const popup = opened[0]!.popup
    await until(() => popup.location.href !== 'about:blank')
    popup.closed = true
    await expect(login.promise).rejects.toBeInstanceOf(
      SocialLoginCancelledError,
    )
    expect(config.state.socialLogin?.status).toBe('cancelled')
  })
})
