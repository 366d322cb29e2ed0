// Issue 10 acceptance, signing with the embedded wallet in Debian's
// Chromium: a message signed (valid for the user's address on anvil, viem's
// verifyMessage: ERC-6492 for the smart account users start on)
// and devnet ETH sent (the receiver's balance checked on anvil), each
// approved with the Approve button INSIDE the secure frame, which the
// ApproveTransaction view makes room for (axe-clean). A hostile script on
// the host page cannot approve: forged messages get nothing, and what it
// asks for waits for the visitor in the frame.
import { devAccounts } from '@latch/devnet/node'
import type { Page } from 'playwright-core'
import {
  type Address,
  createTestClient,
  defineChain,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  answerInFrame,
  approvalModal,
  emailLogin,
  frameFits,
  newEmail,
  secureFrame,
} from './embeddedFlows.js'
import { latchModal } from './flows.js'
import { fillSend, sendInFrame } from './sendFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** A fresh embedded-wallet user, logged in on the demo. */
async function loggedIn() {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  demo.page.setDefaultTimeout(30_000)
  await emailLogin(demo.page, newEmail('sign'))
  const address = (await hookValue(
    demo.page,
    'account.address',
  ).textContent()) as Address
  return { page: demo.page, address }
}

function anvil() {
  const url = inject('rpcUrls')[0] ?? ''
  const chain = defineChain({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  return createTestClient({
    chain,
    mode: 'anvil',
    transport: http(url),
  }).extend(publicActions)
}

const signature = (page: Page) =>
  page.getByRole('status', { name: 'Signature result' })

test('sign a message: approved inside the frame, it verifies for the user’s address on anvil; Reject inside the frame says 4001', async () => {
  const { page, address } = await loggedIn()
  await page.getByRole('button', { name: 'Sign message' }).click()
  // The modal's header says what is asked (the frame's words), not
  // "Approve Transaction"; the frame does not show it a second time.
  await approvalModal(page, 'Sign message').waitFor()
  // The frame itself shows the request, over the view's room for it, as
  // tall as its content (no gap, no scrollbar).
  const prompt = secureFrame(page).getByRole('dialog', {
    name: 'Approve request',
  })
  await prompt.waitFor()
  const title = await prompt
    .getByRole('heading', { name: 'Sign message' })
    .boundingBox()
  expect(title?.height).toBeLessThanOrEqual(1)
  const height = await frameFits(page)
  expect(height).toBeGreaterThan(150)
  expect(await axeViolations(page)).toEqual([])
  // Keyboard users land in the frame (it lies outside the dialog).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName))
    .toBe('IFRAME')
  await answerInFrame(page, 'Approve')
  await expect
    .poll(() => signature(page).textContent())
    .toMatch(/^0x[0-9a-f]+$/)
  const signed = (await signature(page).textContent()) as `0x${string}`
  // The user is on their smart account (SPEC §3 default): an ERC-6492
  // signature of the not yet deployed account, checked on anvil.
  expect(
    await anvil().verifyMessage({
      address,
      message: 'Hello from the Latch demo',
      signature: signed,
    }),
  ).toBe(true)

  // A second request: Reject as soon as Approve is armed (the frame was
  // moved and resized to its content before that) is not lost.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerInFrame(page, 'Reject', 'Sign message')
  await expect
    .poll(() => signature(page).textContent())
    .toMatch(/^Error 4001: /)
  expect(demo?.errors).toEqual([])
})

test('send devnet ETH from the Account view: approved inside the frame, the receiver’s balance grows on anvil', async () => {
  const client = anvil()
  const { page, address } = await loggedIn()
  await client.setBalance({ address, value: parseEther('10') })
  const to = devAccounts[7]?.address as Address
  const before = await client.getBalance({ address: to })

  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await fillSend(page, { symbol: 'ETH', amount: '0.75', to })
  await sendInFrame(page)
  // Headed by what is sent; the frame as tall as its (longer) content.
  await approvalModal(page, 'Send 0.75 ETH').waitFor()
  const height = await frameFits(page)
  expect(height).toBeGreaterThan(200)
  await answerInFrame(page, 'Approve', 'Send 0.75 ETH')
  await latchModal(page, 'Account').waitFor()
  await expect
    .poll(() => client.getBalance({ address: to }))
    .toBe(before + parseEther('0.75'))
  expect(demo?.errors).toEqual([])
})

test('a hostile script on the host page cannot approve: forged messages get no answer, and its own request waits for the visitor inside the frame', async () => {
  const { page, address } = await loggedIn()
  const service = new URL(inject('embeddedUrl')).origin
  // Third-party code running in the host page: it finds the frame and
  // posts to it, from a child frame of its own and from the page itself.
  const outcome = await page.evaluate(async (origin) => {
    const frame = document.querySelector<HTMLIFrameElement>(
      'iframe[title="Latch secure wallet"]',
    )
    const target = frame?.contentWindow
    if (!target) return { error: 'no frame' }
    const replies: unknown[] = []
    addEventListener('message', (event) => {
      if (event.origin === origin && String(event.data?.id).startsWith('evil'))
        replies.push(event.data)
    })
    let readable = true
    try {
      void frame.contentDocument?.body
      readable = frame.contentDocument !== null
    } catch {
      readable = false
    }
    // From a child frame it made (same origin as the page): no answer.
    const child = document.createElement('iframe')
    document.body.append(child)
    // Run in the child's realm, so the child window is the sender.
    const childWindow = child.contentWindow as Window & {
      Function: FunctionConstructor
    }
    const post = (type: string, id: string, payload: unknown) =>
      new childWindow.Function(
        'target',
        'message',
        'origin',
        'target.postMessage(message, origin)',
      )(target, { latch: 1, type, id, payload }, origin)
    post('@latch-app/GET_USER', 'evil-child-1', { chainId: 31337 })
    post('@latch-app/RPC_REQUEST', 'evil-child-2', {
      chainId: 31337,
      method: 'eth_accounts',
      params: [],
    })
    // Forged "approvals" from the page itself: not messages the frame knows.
    for (const type of [
      '@latch-app/APPROVE',
      '@latch-frame/APPROVAL_CLOSE',
      '@latch-app/APPROVAL_CLOSE',
    ])
      target.postMessage(
        { latch: 1, type, id: `evil-${type}`, payload: { approved: true } },
        origin,
      )
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    return { readable, replies }
  }, service)
  expect(outcome).toEqual({ readable: false, replies: [] })

  // The script asks for a signature itself: the frame shows it to the
  // visitor; nothing comes back until the visitor answers in the frame.
  await page.evaluate(
    ([origin, user]) => {
      const w = window as unknown as { evilReply?: unknown }
      addEventListener('message', (event) => {
        if (event.origin === origin && event.data?.id === 'evil-sign')
          w.evilReply = event.data
      })
      document
        .querySelector<HTMLIFrameElement>('iframe[title="Latch secure wallet"]')
        ?.contentWindow?.postMessage(
          {
            latch: 1,
            type: '@latch-app/RPC_REQUEST',
            id: 'evil-sign',
            payload: {
              chainId: 31337,
              method: 'personal_sign',
              params: ['0x6576696c', user],
            },
          },
          origin,
        )
    },
    [service, address] as const,
  )
  await approvalModal(page).waitFor()
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  expect(
    await page.evaluate(() => (window as { evilReply?: unknown }).evilReply),
  ).toBeUndefined()
  await answerInFrame(page, 'Reject')
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as { evilReply?: { type: string } }).evilReply?.type ?? '',
      ),
    )
    .toBe('@latch-frame/RPC_REQUEST_ERROR')
})
