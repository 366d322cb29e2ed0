import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { answerDevWallet, connectDevWallet } from './flows.js'

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

  await sign.click()
  await answerDevWallet(page, 'Reject')
  await expect.poll(() => result(demo!).textContent()).toMatch(/^Error 4001: /)
  expect(demo.errors).toEqual([])
})
