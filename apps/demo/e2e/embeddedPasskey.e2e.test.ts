// Issue 22 item 4 in Debian's Chromium on the real stack (anvil + Alto +
// latch-api), with Chromium's virtual authenticator (CDP WebAuthn: CTAP2,
// internal, resident keys, user verified) standing in for the device's:
// a visitor creates a wallet with a passkey (the frame's own screen, as
// the browser lets a cross-origin frame create a credential only after a
// click in it), signs a message (ERC-6492, verified on anvil), funds the counterfactual smart account on anvil and sends
// devnet ETH (the first user operation deploys the account; the passkey
// signs it in the frame, the service holds no key), signs the message
// again (ERC-1271 now, verified on anvil), signs out, reloads,
// cancels a passkey login (the catalogue's declined message, nothing
// connects), answers a challenge issued for something else (the
// catalogue's expired message, nothing connects), logs back in with the passkey: the same address, and sends
// again.

import type { Address } from 'viem'
import { isErc6492Signature, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import { answerInFrame } from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'
import { fillSend, sendInFrame } from './sendFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const shownAddress = async (page: DemoPage['page']) =>
  (await hookValue(page, 'account.address').textContent()) as Address

test('a passkey user signs up, signs a message (ERC-6492, then ERC-1271 once deployed), sends (deploying the account), reloads, comes back with the passkey to the same address and sends again', async () => {
  const client = devnetClient()
  demo = await openDemo(inject('demoUrl'), {
    devWallet: false,
    query: 'passkey=1',
  })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  const cdp = await demo.context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send(
    'WebAuthn.addVirtualAuthenticator',
    {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    },
  )

  // Sign-up: the frame's screen, then the browser's passkey.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const create = latchModal(page, 'Connect Wallet').getByRole('button', {
    name: 'Create a passkey',
  })
  await create.waitFor()
  expect(await axeViolations(page)).toEqual([])
  await create.click()
  await answerInFrame(page, 'Approve', 'Create a passkey')
  await waitForValue(page, 'account.isConnected', 'yes')
  const smart = await shownAddress(page)
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const { credentials } = await cdp.send('WebAuthn.getCredentials', {
    authenticatorId,
  })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]?.rpId).toBe(new URL(inject('embeddedUrl')).hostname)
  // Counterfactual until its first user operation.
  expect(await client.getCode({ address: smart })).toBeUndefined()
  // The page's Sign message: the passkey answers the message's hash in the
  // frame; an ERC-6492 signature of the undeployed account, checked on anvil.
  const message = 'Hello from the Latch demo'
  const signed = page.getByRole('status', { name: 'Signature result' })
  const signMessage = async () => {
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerInFrame(page, 'Approve', 'Sign message')
    // Focus left the hidden frame with its screen: back on the page's button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Sign message')
    await expect.poll(() => signed.textContent()).toMatch(/^0x[0-9a-f]+$/)
    const signature = (await signed.textContent()) as `0x${string}`
    expect(
      await client.verifyMessage({ address: smart, message, signature }),
    ).toBe(true)
    return signature
  }
  expect(isErc6492Signature(await signMessage())).toBe(true)
  expect(await client.getCode({ address: smart })).toBeUndefined()
  await client.setBalance({ address: smart, value: parseEther('10') })
  const to = privateKeyToAccount(generatePrivateKey()).address

  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await fillSend(page, { symbol: 'ETH', amount: '0.5', to })
  await sendInFrame(page)
  await answerInFrame(page, 'Approve', 'Send 0.5 ETH')
  await account.waitFor()
  await expect
    .poll(() => client.getBalance({ address: to }))
    .toBe(parseEther('0.5'))
  expect(
    (await client.getCode({ address: smart }))?.length ?? 0,
  ).toBeGreaterThan(2)
  // Deployed: the same message signs as a plain ERC-1271 signature.
  await page.keyboard.press('Escape')
  await account.waitFor({ state: 'hidden' })
  expect(isErc6492Signature(await signMessage())).toBe(false)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()

  // Sign out, reload: signed out.
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await waitForValue(page, 'account.isConnected', 'no')
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')

  // The visitor does not verify in the browser's dialog: declined, nothing connects.
  await cdp.send('WebAuthn.setUserVerified', {
    authenticatorId,
    isUserVerified: false,
  })
  await connect.getByRole('button', { name: 'Continue with a passkey' }).click()
  await connect.getByRole('alert').getByText('Signature declined').waitFor()
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')

  await cdp.send('WebAuthn.setUserVerified', {
    authenticatorId,
    isUserVerified: true,
  })

  // An assertion for another challenge (the frame is handed one the
  // service issued for a sign-up): the catalogue's words, nobody logged in.
  const challenges = '**/v1/embedded/passkey/challenge'
  await demo.context.route(challenges, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<
      string,
      unknown
    >
    if (body.purpose !== 'login') return route.continue()
    await route.fulfill({
      response: await route.fetch({
        postData: JSON.stringify({ ...body, purpose: 'register' }),
      }),
    })
  })
  await connect.getByRole('button', { name: 'Continue with a passkey' }).click()
  const refusal = connect.getByRole('alert')
  await refusal
    .getByText(
      'This passkey request has expired or was already used. Please try again.',
    )
    .waitFor()
  expect(await refusal.textContent()).not.toContain('passkey_challenge')
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
  await demo.context.unroute(challenges)

  // Back with the passkey: the same account.
  await connect.getByRole('button', { name: 'Continue with a passkey' }).click()
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await shownAddress(page)).toBe(smart)

  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await fillSend(page, { symbol: 'ETH', amount: '0.25', to })
  await sendInFrame(page)
  await answerInFrame(page, 'Approve', 'Send 0.25 ETH')
  await account.waitFor()
  await expect
    .poll(() => client.getBalance({ address: to }))
    .toBe(parseEther('0.75'))
  // Only the refused assertion's 400, as the browser logs it.
  expect(demo.errors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ])
})
