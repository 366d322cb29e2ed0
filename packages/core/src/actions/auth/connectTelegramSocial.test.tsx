// Social login inside Telegram (SPEC §3 Telegram social provider, §5 the
// login URL's state): no popup, the login page opens through Telegram's
// WebApp.openLink (a stand-in object here: Telegram's host API, not ours),
// the login is asked for by its state, and a reloaded page takes it up
// again. The real frame, service and browser: apps/demo/e2e/
// embeddedTelegramSocial.e2e.test.ts.
import { devnet } from '@latch/common'
import { SOCIAL_PENDING_MESSAGE } from '@latch/common/embedded-protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  FAKE_ADDRESS,
  type FakeFrame,
} from '../../../test/auth/createFakeAuthConnector.js'
import {
  EmbeddedWalletError,
  SocialLoginCancelledError,
  TelegramLoginStateError,
} from '../../auth/errors.js'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import { getAccount } from '../getAccount.js'
import { getSocialLogin } from './getSocialLogin.js'
import { startSocialLogin } from './startSocialLogin.js'

const LOGIN = 'https://provider.example/auth?client_id=latch&state=st4te'

type TelegramWindow = {
  Telegram?: { WebApp: { platform: string; openLink?: (url: string) => void } }
}
let links: string[] = []
let opened: unknown[][] = []
const realOpen = window.open

function inTelegram({ openLink = true } = {}) {
  ;(window as TelegramWindow).Telegram = {
    WebApp: {
      platform: 'android',
      ...(openLink ? { openLink: (url: string) => links.push(url) } : {}),
    },
  }
}

beforeEach(() => {
  links = []
  opened = []
  window.open = ((...args: unknown[]) => {
    opened.push(args)
    return null
  }) as typeof window.open
})
afterEach(() => {
  window.open = realOpen
  delete (window as TelegramWindow).Telegram
})

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++)
    await new Promise((r) => setTimeout(r, 5))
}

function setup(script: Partial<FakeFrame> = {}, storage = memoryStorage()) {
  const fake = createFakeAuthConnector({
    socialRedirectUri: () => LOGIN,
    ...script,
  })
  const config = createConfig({
    projectId: 'p1',
    networks: [devnet],
    storage,
    connectors: [fake.create],
    multiInjectedProviderDiscovery: false,
  })
  const stored = () => ({
    provider: config.storage.getItem('telegramSocialProvider'),
    state: config.storage.getItem('telegramSocialState'),
  })
  return { ...fake, config, storage, stored }
}

/** The frame's answer while the browser has not reached the callback. */
const pending = () => new EmbeddedWalletError(SOCIAL_PENDING_MESSAGE)

/** A promise the test settles when it has looked (the browser's pace). */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

describe('a social login inside Telegram', () => {
  it('opens no popup, opens the login URL through Telegram, asks by its state until the callback was reached, then connects', async () => {
    inTelegram()
    let asks = 0
    const browser = gate()
    const { config, calls, stored } = setup({
      async connectSocial(uri) {
        asks++
        await browser.opened
        if (asks < 3) throw pending()
        expect(uri).toBe('state st4te')
        return { address: FAKE_ADDRESS, email: null, socialProvider: 'google' }
      },
    })
    const login = startSocialLogin(config, { provider: 'google' })
    expect(opened).toEqual([])
    expect(stored().provider).toBe('google')
    expect(config.state.socialLogin).toEqual({
      provider: 'google',
      status: 'pending',
    })
    await until(() => links.length > 0)
    expect(links).toEqual([LOGIN])
    expect(stored()).toEqual({ provider: 'google', state: 'st4te' })
    browser.open()
    await login.promise
    expect(asks).toBe(3)
    expect(calls).toEqual([
      'getSocialRedirectUri google',
      'connectSocial state st4te',
      'connectSocial state st4te',
      'connectSocial state st4te',
      'connect',
    ])
    expect(config.state.socialLogin?.status).toBe('succeeded')
    expect(getAccount(config).status).toBe('connected')
    expect(stored()).toEqual({ provider: undefined, state: undefined })
    expect(opened).toEqual([])
  })

  it('fails with the catalogue error and opens nothing when the login URL has no state', async () => {
    inTelegram()
    const { config, calls, stored } = setup({
      socialRedirectUri: () => 'https://provider.example/auth?client_id=x',
    })
    const login = startSocialLogin(config, { provider: 'github' })
    await expect(login.promise).rejects.toBeInstanceOf(TelegramLoginStateError)
    await expect(login.promise).rejects.toThrow(
      'Telegram login URL must contain a state parameter',
    )
    expect(links).toEqual([])
    expect(opened).toEqual([])
    expect(calls).toEqual(['getSocialRedirectUri github'])
    expect(config.state.socialLogin?.status).toBe('failed')
    expect(stored()).toEqual({ provider: undefined, state: undefined })
  })

  it('opens the login URL with window.open when Telegram has no openLink', async () => {
    inTelegram({ openLink: false })
    const { config } = setup({
      connectSocial: async () => ({ address: FAKE_ADDRESS, email: null }),
    })
    await startSocialLogin(config, { provider: 'github' }).promise
    expect(opened).toEqual([[LOGIN, '_blank']])
  })

  it('ends with the service error for an expired state, clearing what it stored', async () => {
    inTelegram()
    const { config, stored } = setup({
      connectSocial: async () => {
        throw new EmbeddedWalletError('Social login state expired (10 min)')
      },
    })
    const login = startSocialLogin(config, { provider: 'google' })
    await expect(login.promise).rejects.toThrow(
      'Social login state expired (10 min)',
    )
    expect(config.state.socialLogin?.status).toBe('failed')
    expect(stored()).toEqual({ provider: undefined, state: undefined })
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('a cancel stops asking and does not connect, even when the ask under way answers', async () => {
    inTelegram()
    let answer: (() => void) | undefined
    const { config, calls, stored } = setup({
      connectSocial: () =>
        new Promise((resolve) => {
          answer = () => resolve({ address: FAKE_ADDRESS, email: null })
        }),
    })
    const login = startSocialLogin(config, { provider: 'google' })
    await until(() => answer !== undefined)
    login.cancel()
    expect(config.state.socialLogin?.status).toBe('cancelled')
    expect(stored()).toEqual({ provider: undefined, state: undefined })
    answer?.()
    await expect(login.promise).rejects.toBeInstanceOf(
      SocialLoginCancelledError,
    )
    expect(calls).not.toContain('connect')
    expect(getAccount(config).status).toBe('disconnected')
  })
})

describe('a Telegram login taken up after a reload', () => {
  function reloaded(items: Record<string, unknown>) {
    const storage = memoryStorage()
    for (const [key, value] of Object.entries(items))
      storage.setItem(`latch.v1.${key}`, JSON.stringify(value))
    return storage
  }

  it('asks by the stored state on start, connects, then clears the stored items', async () => {
    inTelegram()
    let asks = 0
    const browser = gate()
    const { config, calls, stored } = setup(
      {
        async connectSocial() {
          asks++
          await browser.opened
          if (asks < 2) throw pending()
          return { address: FAKE_ADDRESS, email: null, socialProvider: 'x' }
        },
      },
      reloaded({ telegramSocialProvider: 'x', telegramSocialState: 'st4te' }),
    )
    await until(() => getSocialLogin(config) !== undefined)
    const login = getSocialLogin(config)
    expect(login?.provider).toBe('x')
    expect(config.state.socialLogin?.status).toBe('pending')
    // Shown in the modal: the login it left waiting.
    expect(config.state.modal.open).toBe(true)
    expect(config.state.router.history.at(-1)).toEqual({
      view: 'ConnectingSocial',
      provider: 'x',
    })
    browser.open()
    await login?.promise
    expect(calls).toEqual([
      'connectSocial state st4te',
      'connectSocial state st4te',
      'connect',
    ])
    expect(links).toEqual([])
    expect(config.state.socialLogin?.status).toBe('succeeded')
    expect(getAccount(config).status).toBe('connected')
    expect(stored()).toEqual({ provider: undefined, state: undefined })
  })

  it('ends cleanly with the service error for a used state', async () => {
    const { config, stored } = setup(
      {
        connectSocial: async () => {
          throw new EmbeddedWalletError(
            'Social login state already used (replay)',
          )
        },
      },
      reloaded({ telegramSocialProvider: 'google', telegramSocialState: 's' }),
    )
    await until(() => getSocialLogin(config) !== undefined)
    await expect(getSocialLogin(config)?.promise).rejects.toThrow(
      'Social login state already used (replay)',
    )
    expect(config.state.socialLogin?.status).toBe('failed')
    expect(stored()).toEqual({ provider: undefined, state: undefined })
  })

  it('clears a stored state whose provider is missing or unknown, asking nothing', async () => {
    for (const items of [
      { telegramSocialState: 's' },
      { telegramSocialProvider: 'myspace', telegramSocialState: 's' },
    ]) {
      const { config, calls, stored } = setup({}, reloaded(items))
      await until(() => stored().state === undefined)
      expect(stored()).toEqual({ provider: undefined, state: undefined })
      expect(calls).toEqual([])
      expect(config.state.socialLogin).toBeUndefined()
    }
  })
})
