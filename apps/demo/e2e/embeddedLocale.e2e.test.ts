// Issue 20 (languages): the embedded wallet's approval screen, drawn by
// the secure frame itself, speaks the host's language and follows a later
// setLocale: German left to right, then Arabic right to left (mirrored),
// each catalogue fetched from the frame's service only when used, each
// axe-clean inside the frame; a message approved in Arabic still recovers
// to the user's address.
import type { Frame, Page } from 'playwright-core'
import type { Address } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import { emailLogin, newEmail, secureFrame } from './embeddedFlows.js'
import { frameAxeViolations } from './frameAxeViolations.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** The secure frame's document (the page the embedded service serves). */
function frameOf(page: Page): Frame {
  const frame = page.frames().find((f) => /\/frame\?/.test(f.url()))
  if (!frame) throw new Error('no secure frame')
  return frame
}

/** Left edges of the frame's two buttons, Approve and Reject. */
async function buttonsX(page: Page, approve: string, reject: string) {
  const prompt = secureFrame(page).getByRole('dialog')
  const x = async (name: string) =>
    (await prompt.getByRole('button', { name }).boundingBox())?.x ?? Number.NaN
  return { approve: await x(approve), reject: await x(reject) }
}

const signature = (page: Page) =>
  page.getByRole('status', { name: 'Signature result' })

test('the approval screen in German, then in Arabic right to left after setLocale: axe-clean, lazily loaded, and what is approved is what was asked', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  const chunks: string[] = []
  page.on('request', (request) => {
    const name = /\/frame\/assets\/frame-([\w-]+)\.js$/.exec(request.url())
    if (name?.[1]) chunks.push(name[1])
  })
  await emailLogin(page, newEmail('locale'))
  const address = (await hookValue(
    page,
    'account.address',
  ).textContent()) as Address
  // English so far: the frame fetched no catalogue.
  expect(chunks).toEqual([])

  await page.getByLabel('Language').selectOption('de')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const german = secureFrame(page).getByRole('dialog', {
    name: 'Anfrage genehmigen',
  })
  await german.getByRole('heading', { name: 'Nachricht signieren' }).waitFor()
  await german.getByText('Angefragt von').waitFor()
  await german.getByText('Hello from the Latch demo').waitFor()
  const frame = frameOf(page)
  expect(
    await frame.evaluate(() => [document.documentElement.lang, document.dir]),
  ).toEqual(['de', 'ltr'])
  const approveDe = german.getByRole('button', { name: 'Genehmigen' })
  await expect.poll(() => approveDe.isEnabled()).toBe(true)
  const ltr = await buttonsX(page, 'Genehmigen', 'Ablehnen')
  expect(ltr.reject).toBeLessThan(ltr.approve)
  expect(await frameAxeViolations(frame)).toEqual([])
  await german.getByRole('button', { name: 'Ablehnen' }).click()
  await expect
    .poll(() => signature(page).textContent())
    .toMatch(/^Error 4001: /)

  // A later setLocale reaches the frame: Arabic, right to left.
  await page.getByLabel('Language').selectOption('ar')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const arabic = secureFrame(page).getByRole('dialog', {
    name: 'الموافقة على الطلب',
  })
  await arabic.getByRole('heading', { name: 'توقيع رسالة' }).waitFor()
  await arabic.getByText('مطلوب من').waitFor()
  expect(
    await frame.evaluate(() => [document.documentElement.lang, document.dir]),
  ).toEqual(['ar', 'rtl'])
  const approveAr = arabic.getByRole('button', { name: 'موافقة' })
  await expect.poll(() => approveAr.isEnabled()).toBe(true)
  // Mirrored: the buttons swap sides.
  const rtl = await buttonsX(page, 'موافقة', 'رفض')
  expect(rtl.approve).toBeLessThan(rtl.reject)
  expect(await frameAxeViolations(frame)).toEqual([])
  expect(await axeViolations(page)).toEqual([])
  await approveAr.click()
  await expect
    .poll(() => signature(page).textContent())
    .toMatch(/^0x[0-9a-f]+$/)
  // Valid for the user's (smart) account: ERC-6492, checked on anvil.
  expect(
    await devnetClient().verifyMessage({
      address,
      message: 'Hello from the Latch demo',
      signature: (await signature(page).textContent()) as `0x${string}`,
    }),
  ).toBe(true)
  // Each catalogue (and the wording code) fetched once, when first used.
  expect(chunks.sort()).toEqual(['ar', 'de', 'toFrameText'])
  expect(demo.errors).toEqual([])
})
