// Issue 4 acceptance: the toolkit checks its page origin against the
// project on the API server when the modal first opens (SPEC §5, §8). Not allowed → the modal
// shows 'Invalid App Configuration'; an unknown project id → 'Invalid
// Project ID - update configuration'; the allowed demo shows neither.
import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { type DemoPage, openDemo } from './browser.js'
import { latchModal } from './flows.js'

const INVALID_APP = 'Invalid App Configuration'
const INVALID_PROJECT = 'Invalid Project ID - update configuration'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function open(url: string, query = ''): Promise<DemoPage> {
  const demo = await openDemo(url, { query })
  cleanups.push(() => demo.close())
  return demo
}

/** Opens the Connect modal and returns its alert (role=alert) locator. */
async function modalAlert(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.waitFor()
  return modal.getByRole('alert')
}

/** Calls the API's admin endpoints with the token from the setup. */
async function admin(method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, inject('apiUrl')), {
    method,
    headers: {
      authorization: `Bearer ${inject('apiAdminToken')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok)
    throw new Error(
      `${method} ${path}: ${response.status} ${await response.text()}`,
    )
  return response
}

test('the demo on another loopback address (not allowed by latch-demo) shows Invalid App Configuration', async () => {
  // The same build, served from http://127.0.0.2:<port>: latch-demo allows
  // http://127.0.0.1:*, http://localhost:* and http://[::1]:* only.
  const server = await serveStatic({
    root: inject('demoDir'),
    host: '127.0.0.2',
    port: 0,
  })
  cleanups.push(() => server.close())
  expect(new URL(server.url).origin).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/)
  const { page } = await open(server.url)
  const alert = await modalAlert(page)
  await alert.filter({ hasText: INVALID_APP }).waitFor()
  await expect(alert.textContent()).resolves.toBe(INVALID_APP)
})

test('a project whose allowed origins exclude the page shows Invalid App Configuration', async () => {
  const id = `e2e-elsewhere-${Date.now().toString(36)}`
  await admin('POST', '/admin/projects', {
    id,
    name: 'Allows https://app.example.com only',
    allowedOrigins: ['https://app.example.com'],
  })
  cleanups.push(async () => {
    await admin('DELETE', `/admin/projects/${id}`)
  })
  const { page } = await open(inject('demoUrl'), `projectId=${id}`)
  const alert = await modalAlert(page)
  await alert.filter({ hasText: INVALID_APP }).waitFor()
  await expect(alert.textContent()).resolves.toBe(INVALID_APP)
})

test('an unknown project id shows Invalid Project ID - update configuration', async () => {
  const { page } = await open(inject('demoUrl'), 'projectId=no-such-project')
  const alert = await modalAlert(page)
  // The API client retries the 403 (with backoff) before giving up.
  await alert.filter({ hasText: INVALID_PROJECT }).waitFor({ timeout: 20_000 })
  await expect(alert.textContent()).resolves.toBe(INVALID_PROJECT)
})

test('the demo on an allowed origin with latch-demo shows no alert; the check waits for the modal', async () => {
  const { page, errors } = await open(inject('demoUrl'))
  const isCheck = (url: string) =>
    new URL(url).pathname === '/projects/v1/origins'
  // The check runs when the modal first opens: before the first click the
  // page asks the API server nothing about the project.
  const asked: string[] = []
  page.on('request', (request) => {
    if (isCheck(request.url())) asked.push(request.url())
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null))),
  )
  expect(asked).toEqual([])
  const checked = page.waitForResponse(
    (response) => isCheck(response.url()) && response.ok(),
  )
  const alert = await modalAlert(page)
  await checked
  // Give the answer a moment to reach the state, then expect no alert.
  await page.waitForTimeout(300)
  await expect(alert.count()).resolves.toBe(0)
  expect(errors).toEqual([])
})
