// Issue 21 (NFTs): the devnet's demo collections, indexed by latch-api, in
// the Account view's NFTs tab — images from the devnet's metadata server,
// axe-clean at desktop and phone size in both themes — and an NFT the
// account sends shows in its Activity.
import {
  DEMO_BADGES,
  demoBadgesAbi,
  devAccounts,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { connectDevWallet, latchModal } from './flows.js'

/** The account the page connects with; no other test connects with it. */
const ACCOUNT_INDEX = 4
const account = devAccounts[ACCOUNT_INDEX]!

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** The account sends its Devnet Builder badge to dev account 0 (from Node). */
async function sendBadge(): Promise<Hash> {
  const url = inject('rpcUrls')[0] ?? ''
  const chain = defineChain({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  const wallet = createWalletClient({
    chain,
    transport: http(url),
    account: privateKeyToAccount(account.privateKey),
  })
  const hash = await wallet.writeContract({
    address: DEMO_BADGES.address,
    abi: demoBadgesAbi,
    functionName: 'safeTransferFrom',
    args: [account.address, devAccounts[0]!.address, 2n, 1n, '0x'],
  })
  const client = createPublicClient({ chain, transport: http(url) })
  const receipt = await waitForReceipt(client, hash)
  expect(receipt.status).toBe('success')
  return hash
}

/** Waits until the API's history of the account has `hash`. */
async function waitForIndexed(hash: Hash) {
  const url = new URL(
    `/v1/account/${account.address}/history`,
    inject('apiUrl'),
  )
  url.searchParams.set('projectId', 'latch-demo')
  await expect
    .poll(
      async () => {
        const { data } = (await (await fetch(url)).json()) as {
          data: { metadata: { hash: string } }[]
        }
        return data.some((t) => t.metadata.hash === hash)
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true)
}

test('the NFTs tab shows the seeded NFTs with local images (desktop and phone, both themes, axe-clean); a sent NFT shows in Activity by its name and image', async () => {
  const hash = await sendBadge()
  await waitForIndexed(hash)

  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await page.waitForFunction(() => 'latchDevWallet' in window)
  await page.evaluate(
    (index) =>
      (
        window as unknown as {
          latchDevWallet: { setAccount(index: number): void }
        }
      ).latchDevWallet.setAccount(index),
    ACCOUNT_INDEX,
  )
  await connectDevWallet(page)

  const sizes = [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') {
      await page.getByRole('button', { name: 'Use light theme' }).click()
      await page.getByRole('button', { name: 'Use dark theme' }).waitFor()
    }
    for (const size of sizes) {
      await page.setViewportSize(size)
      await page
        .getByRole('button', { name: 'Open modal', exact: true })
        .click()
      const modal = latchModal(page, 'Account')
      await modal.waitFor()
      await modal.getByRole('tab', { name: 'NFTs' }).click()
      const panel = modal.getByRole('tabpanel')
      // Dev account 4: critters 9 and 10, 3 × Early Visitor (the Devnet
      // Builder badge was sent away).
      const items = panel.getByRole('listitem')
      await expect.poll(() => items.count()).toBe(3)
      for (const [name, collection] of [
        ['Fox #9', 'Latch Critters'],
        ['Owl #10', 'Latch Critters'],
        ['Early Visitor', 'Latch Badges'],
      ] as const) {
        const item = items.filter({ hasText: name })
        await expect.poll(() => item.textContent()).toContain(collection)
        // The image, named by the token, loaded from the metadata server.
        const image = item.getByRole('img', { name })
        await expect
          .poll(() =>
            image.evaluate((img: HTMLImageElement) =>
              img.complete ? img.naturalWidth : 0,
            ),
          )
          .toBeGreaterThan(0)
        expect(await image.getAttribute('src')).toMatch(
          /^http:\/\/127\.0\.0\.1:\d+\/nfts\/images\/[a-z-]+\.svg$/,
        )
      }
      expect(
        await items.filter({ hasText: 'Early Visitor' }).textContent(),
      ).toContain('3 owned')
      expect(await items.filter({ hasText: 'Devnet Builder' }).count()).toBe(0)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'hidden' })
    }
  }

  // Activity: the badge sent, newest first, named and pictured by its
  // token (the history's nft_info), not as an amountless "Sent".
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const modal = latchModal(page, 'Account')
  await modal.getByRole('tab', { name: 'Activity' }).click()
  const sent = modal
    .getByRole('tabpanel')
    .getByRole('listitem')
    .first()
    .filter({ hasText: 'Sent' })
  await sent.waitFor()
  expect(await sent.textContent()).toContain('Devnet Builder')
  const picture = sent.locator('img')
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) =>
        img.complete ? img.naturalWidth : 0,
      ),
    )
    .toBeGreaterThan(0)
  expect(await picture.getAttribute('src')).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/nfts\/images\/[a-z-]+\.svg$/,
  )
  expect(await axeViolations(page)).toEqual([])
  expect(demo.errors).toEqual([])
})
