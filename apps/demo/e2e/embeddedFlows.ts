// Steps shared by the embedded-wallet flow tests (embedded*.e2e.test.ts),
// written the way a person does them: by role and accessible name, codes
// read from the mail the real SMTP catcher received.
import type { FrameLocator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { latchModal, waitForValue } from './flows.js'

type Mail = { id: number; subject: string; text: string; date: string }

/** Mails the catcher received for `to`, newest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const url = new URL('/messages.json', inject('mailUrl'))
  url.searchParams.set('to', to)
  const response = await fetch(url)
  return (await response.json()) as Mail[]
}

/** The id of the newest mail to `to` (0 when none): pass it as `since`. */
export async function lastMailId(to: string): Promise<number> {
  return (await mailsTo(to))[0]?.id ?? 0
}

/** Waits for a mail to `to` newer than `since` and returns it. */
async function waitForMail(
  to: string,
  since: number,
  timeoutMs = 20_000,
): Promise<Mail> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const mail = (await mailsTo(to)).find((m) => m.id > since)
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`no mail to ${to} after #${since}`)
}

/** The 6-digit code of the next mail to `to` after `since`. */
export async function readCode(to: string, since: number): Promise<string> {
  const mail = await waitForMail(to, since)
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1]
  if (!code) throw new Error(`no code in mail #${mail.id} to ${to}`)
  return code
}

/** The device-approval link of the next mail to `to` after `since`, and its id. */
export async function readDeviceLink(to: string, since: number) {
  const mail = await waitForMail(to, since)
  const link = /https?:\/\/\S+\/device\/approve\?token=[\w-]+/.exec(mail.text)
  if (!link) throw new Error(`no device link in mail #${mail.id} to ${to}`)
  return { link: link[0], id: mail.id }
}

/**
 * Waits until the service may mail `to` again on the same device: one
 * mail per address and device per 30 s (SPEC §5), counted from the last
 * mail the catcher got for the address.
 */
export async function waitForMailCooldown(to: string) {
  const [last] = await mailsTo(to)
  if (!last) return
  const wait = 31_000 - (Date.now() - Date.parse(last.date))
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/** A fresh address per test, so no two tests share a user or a cooldown. */
export const newEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** Connect Wallet → the e-mail field → Continue; ends on the code step. */
export async function submitEmail(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** The first of the six code boxes of the code step shown as `title`. */
export const firstCodeBox = (page: Page, title: string) =>
  latchModal(page, title)
    .getByRole('group', { name: 'Verification code' })
    .getByRole('textbox', { name: 'Digit 1 of 6' })

/**
 * Puts the code into the code step shown as `title` as the browser's
 * one-time-code autofill does: the whole code into the first box, which
 * spreads it over the six.
 */
export async function enterCode(page: Page, title: string, code: string) {
  await firstCodeBox(page, title).fill(code)
}

/** The whole e-mail login of a new user; ends connected, modal closed. */
export async function emailLogin(page: Page, email: string) {
  const since = await lastMailId(email)
  await submitEmail(page, email)
  await latchModal(page, 'Confirm e-mail').waitFor()
  await enterCode(page, 'Confirm e-mail', await readCode(email, since))
  await latchModal(page, 'Confirm e-mail').waitFor({ state: 'hidden' })
  await waitForValue(page, 'account.isConnected', 'yes')
}

/**
 * The modal's ApproveTransaction view (the room it makes for the frame),
 * headed by what the frame asks ("Sign message", "Send 0.5 ETH"): pass
 * `title` to require that header.
 */
export const approvalModal = (page: Page, title?: string) =>
  (title === undefined
    ? page.getByRole('dialog')
    : latchModal(page, title)
  ).filter({
    has: page.getByRole('region', {
      name: 'Request from the embedded wallet',
    }),
  })

/** The secure frame (served by the embedded-wallet service). */
export const secureFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Latch secure wallet"]')

/**
 * Approves (or rejects) the request the frame shows, with its own button:
 * the host page only made room for it (ApproveTransaction).
 */
export async function answerInFrame(
  page: Page,
  answer: 'Approve' | 'Reject',
  title?: string,
) {
  await approvalModal(page, title).waitFor()
  const prompt = secureFrame(page).getByRole('dialog', {
    name: 'Approve request',
  })
  // The frame arms its screen once it has been fully visible for 500 ms
  // (Approve enabled); a person answers after that, and so does the test.
  const approve = prompt.getByRole('button', { name: 'Approve' })
  await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true)
  await prompt.getByRole('button', { name: answer }).click()
  await approvalModal(page).waitFor({ state: 'hidden' })
  // The closed screen hands keyboard focus back to the host page (the
  // frame stays in it, 1 px and transparent): Escape and Tab are the
  // page's again.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.activeElement?.hasAttribute('data-latch-frame'),
        ),
      { timeout: 15_000 },
    )
    .toBe(false)
}

/**
 * What an allowed page's own script can do: post an RPC_REQUEST to the
 * frame, as the toolkit does, and keep the reply in `window.reviewReply`.
 */
export async function askFrame(page: Page, method: string, params: unknown) {
  await page.evaluate(
    ([origin, method, params]) => {
      const w = window as unknown as { reviewReply?: unknown }
      w.reviewReply = undefined
      addEventListener('message', (event) => {
        if (event.origin === origin && event.data?.id === 'review-1')
          w.reviewReply = event.data
      })
      document
        .querySelector<HTMLIFrameElement>('iframe[title="Latch secure wallet"]')
        ?.contentWindow?.postMessage(
          {
            latch: 1,
            type: '@latch-app/RPC_REQUEST',
            id: 'review-1',
            payload: { chainId: 31337, method, params },
          },
          origin,
        )
    },
    [new URL(inject('embeddedUrl')).origin, method, params] as const,
  )
  await approvalModal(page).waitFor()
  const prompt = secureFrame(page).getByRole('dialog', {
    name: 'Approve request',
  })
  await prompt.waitFor()
  return prompt
}

/** The value next to a label on the frame's approval screen. */
export const fact = (page: Page, label: string) =>
  secureFrame(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent()

/**
 * The iframe's height on the page once the host sized it to its screen:
 * it equals the screen's content height (no empty gap below it, nothing
 * scrolled inside: the frame's document is not taller than its box).
 */
export async function frameFits(page: Page) {
  const frame = page
    .frames()
    .find((f) => f.url().startsWith(inject('embeddedUrl')))
  if (!frame) throw new Error('no secure frame')
  const iframe = page.locator('iframe[title="Latch secure wallet"]')
  const inner = () =>
    frame.evaluate(() => {
      const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
      const root = document.documentElement
      return {
        content: dialog ? Math.ceil(dialog.getBoundingClientRect().height) : 0,
        scrolls: root.scrollHeight > root.clientHeight,
      }
    })
  const outer = async () =>
    Math.round((await iframe.boundingBox())?.height ?? -1)
  await expect
    .poll(async () => {
      const { content, scrolls } = await inner()
      return { gap: (await outer()) - content, scrolls }
    })
    .toEqual({ gap: 0, scrolls: false })
  return outer()
}
