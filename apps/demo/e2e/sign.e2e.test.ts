import { recoverMessageAddress } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { answerDevWallet, connectDevWallet, DEV_ACCOUNT_0 } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const result = (demo: DemoPage) =>
  demo.page.getByRole('status', { name: 'Signature result' })

test('sign message: approve shows the signature, reject shows 4001', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await connectDevWallet(page)
  const sign = page.getByRole('button', { name: 'Sign message' })

  await sign.click()
  await answerDevWallet(page, 'Approve')
  await expect
    .poll(() => result(demo!).textContent())
    .toMatch(/^0x[0-9a-f]{130}$/)
  const signature = (await result(demo).textContent()) as `0x${string}`
  // The demo signs this exact text (apps/demo/src/messages.ts).
  const message = 'Hello from the Latch demo'
  expect(await recoverMessageAddress({ message, signature })).toBe(
    DEV_ACCOUNT_0,
  )

  await sign.click()
  await answerDevWallet(page, 'Reject')
  await expect.poll(() => result(demo!).textContent()).toMatch(/^Error 4001: /)
  // The modal's toast tells the visitor, even with the modal closed.
  await page.getByText('Signature declined', { exact: true }).waitFor()
  expect(demo.errors).toEqual([])
})
