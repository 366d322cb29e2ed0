import {
  type StartMailCatcherReturnType,
  startMailCatcher,
} from '@latch/devnet/node'
import { onEveryFileEnd } from '../../../../scripts/vitest/fileEnd.js'
import type {
  ChainSettings,
  SolanaChainSettings,
} from '../../src/blockchain/settings/BlockchainSettings.js'
import { createEmbeddedApp } from '../../src/embedded/createEmbeddedApp.js'
import type { EmbeddedSettings } from '../../src/embedded/EmbeddedSettings.js'
import { createMailer } from '../../src/embedded/email/createMailer.js'
import { getEmbeddedSettings } from '../../src/embedded/getEmbeddedSettings.js'
import type { DbKind } from '../testDbs.js'
import {
  createEmbeddedTestDb,
  EMBEDDED_TEST_ORIGIN,
  EMBEDDED_TEST_PROJECT,
  TEST_MASTER_KEY,
} from './createEmbeddedTestDb.js'
import { writeTestFrame } from './writeTestFrame.js'

let catcher: Promise<StartMailCatcherReturnType> | undefined
let frameDir: Promise<string> | undefined

onEveryFileEnd(async () => {
  const running = catcher
  catcher = undefined
  await (await running)?.close()
})

/** A device id of the test frame. */
export const TEST_DEVICE = 'device-aaaaaaaaaaaaaaaa'

/**
 * The embedded app over a fresh test database of `kind`, mailing through a
 * real SMTP mail catcher (one per test file), with helpers that send what
 * the frame sends.
 */
export async function createEmbeddedTestService(
  kind: DbKind,
  {
    chains = [],
    solanaChains = [],
    prices = {},
    overrides = {},
  }: {
    chains?: readonly ChainSettings[]
    solanaChains?: readonly SolanaChainSettings[]
    prices?: Readonly<Record<string, number>>
    overrides?: Partial<EmbeddedSettings>
  } = {},
) {
  catcher ??= startMailCatcher({ smtpPort: 0, httpPort: 0 })
  frameDir ??= writeTestFrame()
  const mail = await catcher
  const db = await createEmbeddedTestDb(kind)
  const base = 'http://embedded.test'
  const settings = getEmbeddedSettings({
    env: {},
    masterKey: TEST_MASTER_KEY,
    overrides: {
      listenUrl: base,
      resendCooldownMs: 0,
      devicePollMs: 300,
      frameDir: await frameDir,
      mail: { smtpUrl: mail.smtpUrl, from: 'Latch <no-reply@latch.localhost>' },
      ...overrides,
    },
  })
  const mailer = createMailer(settings.mail)
  const context = { db, settings, chains, solanaChains, prices, mailer }
  const app = createEmbeddedApp(context)
  const post = async (
    path: string,
    body: Record<string, unknown> | string,
    {
      token,
      ip = '10.0.0.1',
      deviceId = TEST_DEVICE,
      origin = EMBEDDED_TEST_ORIGIN,
      headers = {},
    }: {
      token?: string
      ip?: string
      deviceId?: string
      /** The host origin the frame pinned. */
      origin?: string
      headers?: Record<string, string>
    } = {},
  ) =>
    app.request(
      `${base}/v1/embedded${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body:
          typeof body === 'string'
            ? body
            : JSON.stringify({
                projectId: EMBEDDED_TEST_PROJECT,
                origin,
                deviceId,
                ...body,
              }),
      },
      { incoming: { socket: { remoteAddress: ip } } },
    )
  const get = async (path: string, init?: RequestInit) =>
    app.request(`${base}${path}`, init)
  /** The 6-digit code of the newest mail to `to` after mail id `since`. */
  const readCode = async (to: string, since = 0) => {
    const found = await mail.waitForMail({ to, since })
    const code = /\b(\d{6})\b/.exec(found.subject)?.[1]
    if (!code) throw new Error(`No code in ${found.subject}`)
    return { code, id: found.id, mail: found }
  }
  const lastMailId = () => mail.messages()[0]?.id ?? 0
  /** connect + code + otp: a signed-in session. */
  const login = async (email: string, deviceId = TEST_DEVICE) => {
    const since = lastMailId()
    const connect = await post('/email/connect', { email }, { deviceId })
    if (connect.status !== 200) throw new Error(await connect.text())
    const { code } = await readCode(email, since)
    const answer = await post('/email/otp', { email, otp: code }, { deviceId })
    if (answer.status !== 200) throw new Error(await answer.text())
    return (await answer.json()) as {
      token: string
      expiresAt: number
      user: {
        address: `0x${string}`
        email: string
        solanaAddress: string
      }
    }
  }
  return {
    db,
    app,
    settings,
    context,
    mail,
    post,
    get,
    readCode,
    lastMailId,
    login,
  }
}
