// Passkey sign-up and login (issue #22 item 4) on real PGlite: a software
// authenticator (test/embedded/softPasskey.ts) answers the service's
// challenges as a browser would for the frame's origin. Every bad
// assertion is a 400 with its own code, and opens no session.
import { p256 } from '@noble/curves/nist.js'
import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { softPasskey as softAuthenticator } from '../../../test/embedded/softPasskey.js'
import { passkeyAccountAddress } from '../login/EmbeddedUser.js'
import { EMBEDDED_PASSKEY_RATE_LIMIT } from './passkeyRoutes.js'

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

describe('passkey sign-up and login on pglite', () => {
  it('signs up with a passkey (only a sealed recovery key held), logs in again, refuses every bad assertion', async () => {
    const s = await createEmbeddedTestService('pglite')
    const challenge = async (purpose: 'register' | 'login') => {
      const answer = await s.post('/passkey/challenge', { purpose })
      expect(answer.status).toBe(200)
      return ((await answer.json()) as { challenge: string }).challenge
    }
    const passkey = softAuthenticator()
    const signUp = await s.post('/passkey/register', {
      credential: passkey.register(await challenge('register')),
    })
    expect(signUp.status).toBe(200)
    const created = (await signUp.json()) as {
      token: string
      user: { address: string; accounts: unknown[]; passkey: unknown }
    }
    // The passkey and the sealed recovery key (its only key here) own it.
    const keys = await s.db.query<{ namespace: string; address: string }>(
      'SELECT k.namespace, k.address FROM embedded_keys k JOIN embedded_passkeys p ON p.user_id = k.user_id',
    )
    expect(keys.map((k) => k.namespace)).toEqual(['recovery'])
    const account = passkeyAccountAddress(
      { id: passkey.id, publicKey: passkey.publicKeyHex },
      keys[0]?.address as `0x${string}`,
    )
    expect(created.user.address).toBe(account)
    expect(created.user.accounts).toEqual([
      { address: account, type: 'smartAccount' },
    ])
    expect(created.user.passkey).toEqual({
      id: passkey.id,
      publicKey: passkey.publicKeyHex,
    })

    const sessions = async () =>
      Number(
        (
          await s.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM embedded_sessions',
          )
        )[0]?.n,
      )
    expect(await sessions()).toBe(1)
    const login = async (credential: unknown) => {
      const answer = await s.post('/passkey/login', { credential })
      return {
        status: answer.status,
        body: (await answer.json()) as {
          user?: { address: string }
          token?: string
          error?: { code: string }
        },
      }
    }
    const good = passkey.assert(await challenge('login'))
    const back = await login(good)
    expect(back.status).toBe(200)
    expect(back.body.user?.address).toBe(account)
    expect(back.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await sessions()).toBe(2)
    const high = await login(
      passkey.assert(await challenge('login'), { highS: true }),
    )
    expect(high.status).toBe(200)
    expect(await sessions()).toBe(3)

    // The same assertion again: its challenge is spent.
    expect(await login(good)).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ code: 'passkey_challenge' }) },
    })
    // An assertion over a challenge the service never issued.
    expect(
      await login(passkey.assert(b64(new Uint8Array(32).fill(7)))),
    ).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ code: 'passkey_challenge' }) },
    })
    // A register challenge does not log in.
    expect(
      (await login(passkey.assert(await challenge('register')))).body.error
        ?.code,
    ).toBe('passkey_challenge')
    // Signed for another origin (a page elsewhere that got an assertion).
    expect(
      (
        await login(
          passkey.assert(await challenge('login'), {
            origin: 'https://evil.example',
          }),
        )
      ).body.error?.code,
    ).toBe('passkey_invalid')
    // Another key's signature under this credential id.
    expect(
      (
        await login(
          passkey.assert(await challenge('login'), {
            key: p256.utils.randomSecretKey(),
          }),
        )
      ).body.error?.code,
    ).toBe('passkey_invalid')
    // A credential nobody registered.
    expect(
      (await login(softAuthenticator().assert(await challenge('login')))).body
        .error?.code,
    ).toBe('passkey_unknown')
    // Another device's challenge.
    const otherDevice = await s.post(
      '/passkey/challenge',
      { purpose: 'login' },
      { deviceId: 'device-bbbbbbbbbbbbbbbb' },
    )
    const foreign = ((await otherDevice.json()) as { challenge: string })
      .challenge
    expect((await login(passkey.assert(foreign))).body.error?.code).toBe(
      'passkey_challenge',
    )
    // A registration replayed (its challenge spent) makes no second user.
    const replay = await s.post('/passkey/register', {
      credential: passkey.register(await challenge('register')),
    })
    expect(replay.status).toBe(400)
    expect(await sessions()).toBe(3)
  })

  it('refuses a flood of passkey calls from one client IP with 429 before any row is stored; another IP goes on', async () => {
    const s = await createEmbeddedTestService('pglite', { chains: [] })
    const { ratePerSecond, burst } = EMBEDDED_PASSKEY_RATE_LIMIT
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: burst + 60 }, (_, i) =>
        s.post(
          i % 2 ? '/passkey/challenge' : '/passkey/login',
          i % 2 ? { purpose: 'login' } : { credential: {} },
          { ip: '10.9.0.1' },
        ),
      ),
    )
    const seconds = (Date.now() - started) / 1000
    const passed = answers.filter((a) => a.status !== 429)
    expect(passed.length).toBeLessThanOrEqual(
      burst + Math.ceil(ratePerSecond * seconds),
    )
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    expect(
      Number(refused[0]?.headers.get('retry-after')),
    ).toBeGreaterThanOrEqual(1)
    const [stored] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM embedded_passkey_challenges',
    )
    expect(stored?.n).toBeLessThanOrEqual(passed.length)
    const other = await s.post(
      '/passkey/challenge',
      { purpose: 'login' },
      { ip: '10.9.0.2' },
    )
    expect(other.status).toBe(200)
  }, 60_000)
})
