// Issue 10: the secure frame in Debian's Chromium against the real
// embedded-wallet service (its own origin), frame-level only (the modal
// flows are embedded*.e2e.test.ts of the demo):
// - a host page on an allowed origin embeds /frame and gets READY;
// - a page on an origin the project does not allow cannot embed it (CSP
//   frame-ancestors): no READY;
// - messages from another window or origin get no answer, only the parent
//   at its own origin does;
// - a signature needs Approve inside the frame, which stays disabled while
//   the frame is covered or translucent (clickjacking), and Reject answers
//   'Signature declined'.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import {
  type StaticServer,
  serveStatic,
} from '../../../scripts/serve-static.mjs'
import { devnetClient } from './devnetClient.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded-wallet service origin (frame page, /v1/embedded). */
    embeddedUrl: string
    /** The mail catcher's page; GET /messages.json?to= lists the mails. */
    mailUrl: string
  }
}

type Envelope = { latch: 1; type: string; id: string; payload?: unknown }

// The global setup starts the service and the mail catcher; until it
// provides their URLs these tests are reported as skipped.
const ready = Boolean(inject('embeddedUrl') && inject('mailUrl'))

let dir = ''
let allowed: StaticServer // http://127.0.0.1:<port>: latch-demo allows it
let refused: StaticServer // http://127.0.0.2:<port>: not allowed
let browser: Awaited<ReturnType<typeof launchChromium>>

beforeAll(async () => {
  if (!ready) return
  dir = await mkdtemp(join(tmpdir(), 'latch-frame-host-'))
  const blank = '<!doctype html><meta charset="utf-8"><title>host</title>'
  await writeFile(join(dir, 'index.html'), blank)
  await writeFile(join(dir, 'hostile.html'), blank)
  allowed = await serveStatic({ root: dir, host: '127.0.0.1', port: 0 })
  refused = await serveStatic({ root: dir, host: '127.0.0.2', port: 0 })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await allowed?.close()
  await refused?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const service = () => new URL(inject('embeddedUrl')).origin

/**
 * Opens `host` and embeds the frame (360×420, top left); the page records
 * every message from the service origin in `window.received` and gets
 * `window.ask(type, payload)` (a request → its reply).
 */
async function openHost(host: string): Promise<Page> {
  const page = await browser.context.newPage()
  page.setDefaultTimeout(10_000)
  await page.goto(host)
  await page.evaluate((origin) => {
    const w = window as unknown as Record<string, unknown>
    const received: Envelope[] = []
    w.received = received
    addEventListener('message', (event) => {
      if (event.origin === origin) received.push(event.data)
    })
    const frame = document.createElement('iframe')
    frame.id = 'latch-frame'
    frame.title = 'Latch embedded wallet'
    frame.src = `${origin}/frame?projectId=latch-demo&chainId=31337&version=0.1.0`
    frame.width = '360'
    frame.height = '420'
    frame.style.border = '0'
    document.body.style.margin = '0'
    document.body.append(frame)
    w.ask = (type: string, payload: unknown) =>
      new Promise((resolve) => {
        const id = crypto.randomUUID()
        const onReply = (event: MessageEvent) => {
          if (event.origin !== origin || event.data?.id !== id) return
          removeEventListener('message', onReply)
          resolve(event.data)
        }
        addEventListener('message', onReply)
        frame.contentWindow?.postMessage(
          { latch: 1, type: `@latch-app/${type}`, id, payload },
          origin,
        )
      })
  }, service())
  return page
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Envelope[] }).received)

const waitForReady = (page: Page) =>
  page.waitForFunction(() =>
    (window as unknown as { received: Envelope[] }).received.some(
      (message) => message.type === '@latch-frame/READY',
    ),
  )

const ask = (page: Page, type: string, payload: unknown = {}) =>
  page.evaluate(
    ([type, payload]) =>
      (
        window as unknown as {
          ask(type: unknown, payload: unknown): Promise<Envelope>
        }
      ).ask(type, payload),
    [type, payload] as const,
  )

describe.skipIf(!ready)('secure frame in Chromium', () => {
  test('a host page on an allowed origin embeds the frame and gets READY and answers', async () => {
    const page = await openHost(allowed.url)
    try {
      await waitForReady(page)
      const [ready] = await received(page)
      expect(ready).toMatchObject({
        latch: 1,
        type: '@latch-frame/READY',
        payload: { version: '0.1.0' },
      })
      expect(await ask(page, 'GET_CHAIN_ID')).toMatchObject({
        type: '@latch-frame/GET_CHAIN_ID_SUCCESS',
        payload: { chainId: 31337 },
      })
      expect(await ask(page, 'IS_CONNECTED')).toMatchObject({
        payload: { isConnected: false },
      })
    } finally {
      await page.close()
    }
  })

  test('a page on an origin the project does not allow cannot embed the frame', async () => {
    const page = await openHost(refused.url)
    try {
      expect(new URL(refused.url).hostname).toBe('127.0.0.2')
      // CSP frame-ancestors: Chromium replaces the frame with an error page.
      await expect
        .poll(() => page.frames().map((frame) => frame.url()), {
          timeout: 5_000,
        })
        .toContain('chrome-error://chromewebdata/')
      await page.waitForTimeout(1_000)
      expect(await received(page)).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('messages from another window or origin get no answer', async () => {
    const page = await openHost(allowed.url)
    try {
      await waitForReady(page)
      const origin = service()
      // A cross-origin child frame of the host page (an ad, a widget).
      await page.evaluate((src) => {
        const child = document.createElement('iframe')
        child.src = src
        document.body.append(child)
        return new Promise((resolve) => child.addEventListener('load', resolve))
      }, `${refused.url}hostile.html`)
      const child = page
        .frames()
        .find((frame) => frame.url().includes('hostile'))
      if (!child) throw new Error('no hostile child frame')
      // Both hostile windows reach the frame as frames[0] of the host.
      expect(
        await page.evaluate(
          () =>
            window.frames[0] ===
            document.querySelector<HTMLIFrameElement>('#latch-frame')
              ?.contentWindow,
        ),
      ).toBe(true)
      // A popup on the host's own origin (allowed origin, wrong window).
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate(() => {
          window.open('/hostile.html', 'hostile', 'popup')
        }),
      ])
      await popup.waitForLoadState()
      const hostile = (id: string, reach: 'parent' | 'opener') =>
        `(() => {
        window.got = []
        addEventListener('message', (e) => window.got.push(e.data))
        const frame = ${reach}.frames[0]
        for (const type of ['GET_CHAIN_ID', 'IS_CONNECTED', 'SIGN_OUT', 'RPC_REQUEST'])
          frame.postMessage({ latch: 1, type: '@latch-app/' + type, id: '${id}-' + type, payload: { method: 'eth_accounts' } }, '${origin}')
        frame.postMessage({ latch: 1, type: '@latch-app/GET_CHAIN_ID', id: '${id}-star', payload: {} }, '*')
      })()`
      await child.evaluate(hostile('child', 'parent'))
      await popup.evaluate(hostile('popup', 'opener'))
      // The host itself: junk first (ignored), then a real request (answered).
      await page.evaluate((origin) => {
        const frame = document.querySelector<HTMLIFrameElement>('#latch-frame')
        const target = frame?.contentWindow
        target?.postMessage('@latch-app/GET_CHAIN_ID', origin)
        target?.postMessage(
          { latch: 2, type: '@latch-app/GET_CHAIN_ID', id: 'junk-1' },
          origin,
        )
        target?.postMessage(
          { latch: 1, type: '@latch-app/NOPE', id: 'junk-2' },
          origin,
        )
        target?.postMessage(
          { latch: 1, type: '@latch-app/GET_CHAIN_ID', id: '' },
          origin,
        )
      }, origin)
      expect(await ask(page, 'GET_CHAIN_ID')).toMatchObject({
        type: '@latch-frame/GET_CHAIN_ID_SUCCESS',
      })
      await page.waitForTimeout(1_000)
      const ids = (await received(page)).map((message) => message.id)
      expect(ids.filter((id) => /^(child|popup|junk)/.test(id))).toEqual([])
      expect(await received(page)).toHaveLength(2) // READY + the host's answer
      expect(await child.evaluate('window.got')).toEqual([])
      expect(await popup.evaluate('window.got')).toEqual([])
      await popup.close()
    } finally {
      await page.close()
    }
  })

  /** The newest one-time code e-mailed to `to`. */
  async function readCode(to: string, since: number): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const url = new URL('/messages.json', inject('mailUrl'))
      url.searchParams.set('to', to)
      const mails = (await (await fetch(url)).json()) as {
        id: number
        text: string
      }[]
      const mail = mails.find((m) => m.id > since)
      const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1]
      if (code) return code
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`no code mailed to ${to}`)
  }

  async function lastMailId(): Promise<number> {
    const url = new URL('/messages.json', inject('mailUrl'))
    const mails = (await (await fetch(url)).json()) as { id: number }[]
    return mails[0]?.id ?? 0
  }

  test('a signature needs Approve inside the frame, disabled while the frame is covered', async () => {
    const page = await openHost(allowed.url)
    try {
      await waitForReady(page)
      const email = `frame-${Date.now()}@example.com`
      const since = await lastMailId()
      expect(await ask(page, 'CONNECT_EMAIL', { email })).toMatchObject({
        payload: { action: 'VERIFY_OTP' },
      })
      const otp = await readCode(email, since)
      const login = await ask(page, 'CONNECT_OTP', { otp })
      expect(login).toMatchObject({
        type: '@latch-frame/CONNECT_OTP_SUCCESS',
        payload: { email, chainId: 31337 },
      })
      const address = (login.payload as { address: `0x${string}` }).address
      // Nothing the host receives carries a token.
      expect(JSON.stringify(await received(page))).not.toMatch(/token/i)

      // A decoy covers the frame: the frame sees it is not visible.
      await page.evaluate(() => {
        const decoy = document.createElement('div')
        decoy.id = 'decoy'
        decoy.textContent = 'Click here to win'
        Object.assign(decoy.style, {
          position: 'fixed',
          inset: '0',
          background: 'white',
          opacity: '0.01',
        })
        document.body.append(decoy)
      })
      const message = 'Hello from the frame test'
      const signing = ask(page, 'RPC_REQUEST', {
        method: 'personal_sign',
        params: [`0x${Buffer.from(message).toString('hex')}`, address],
      })
      const frame = page.frameLocator('#latch-frame')
      const dialog = frame.getByRole('dialog', { name: 'Approve request' })
      await dialog.waitFor()
      await expect
        .poll(async () => received(page))
        .toContainEqual(
          expect.objectContaining({
            type: '@latch-frame/APPROVAL_OPEN',
            // The title is for the host's header.
            payload: { method: 'personal_sign', title: 'Sign message' },
          }),
        )
      expect(await dialog.innerText()).toContain(message)
      expect(await dialog.innerText()).toContain(new URL(allowed.url).origin)
      const approve = dialog.getByRole('button', { name: 'Approve' })
      await page.waitForTimeout(1_200) // well past the 500 ms arming delay
      expect(await approve.isDisabled()).toBe(true)

      // The decoy goes, but the frame is made translucent: still disabled.
      await page.evaluate(() => {
        document.getElementById('decoy')?.remove()
        const frame = document.getElementById('latch-frame')
        if (frame) frame.style.opacity = '0.6'
      })
      await page.waitForTimeout(600)
      expect(await approve.isDisabled()).toBe(true)

      // Fully visible: Approve works, once.
      await page.evaluate(() => {
        const frame = document.getElementById('latch-frame')
        if (frame) frame.style.opacity = '1'
      })
      await expect.poll(() => approve.isEnabled()).toBe(true)
      await approve.dblclick()
      const signed = await signing
      expect(signed.type).toBe('@latch-frame/RPC_REQUEST_SUCCESS')
      // The frame's user is on their smart account by default (SPEC §3):
      // an ERC-6492 signature, valid for that address on anvil.
      expect(
        await devnetClient().verifyMessage({
          address: address as Address,
          message,
          signature: signed.payload as `0x${string}`,
        }),
      ).toBe(true)
      await dialog.waitFor({ state: 'detached' })
      const messages = await received(page)
      const types = messages.map((m) => m.type)
      expect(
        types
          .slice(types.indexOf('@latch-frame/APPROVAL_OPEN'))
          .filter((type) => type !== '@latch-frame/APPROVAL_SIZE'),
      ).toEqual([
        '@latch-frame/APPROVAL_OPEN',
        '@latch-frame/RPC_REQUEST_SUCCESS',
        '@latch-frame/APPROVAL_CLOSE',
      ])

      // Reject by keyboard: Escape → 'Signature declined'.
      const declined = ask(page, 'RPC_REQUEST', {
        method: 'personal_sign',
        params: ['0x4869', address],
      })
      await dialog.waitFor()
      await expect(
        dialog.evaluate((el) => el === document.activeElement),
      ).resolves.toBe(true)
      await dialog.press('Escape')
      expect(await declined).toMatchObject({
        type: '@latch-frame/RPC_REQUEST_ERROR',
        payload: { message: 'Signature declined' },
      })
      expect(await ask(page, 'SIGN_OUT')).toMatchObject({
        type: '@latch-frame/SIGN_OUT_SUCCESS',
      })
      expect(await ask(page, 'IS_CONNECTED')).toMatchObject({
        payload: { isConnected: false },
      })
    } finally {
      await page.close()
    }
  })
})
