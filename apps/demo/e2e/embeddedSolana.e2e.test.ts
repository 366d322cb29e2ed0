// The embedded wallet's Solana account in Debian's Chromium: a user logged
// in by e-mail switches the modal to Solana Local and gets its Solana
// address; a message signed (ed25519-checked here) and SOL sent from the
// Send view (the receiver's balance read on the LiteSVM chain), each
// approved with the Approve button INSIDE the secure frame, whose Solana
// approval screen passes axe.
import { devSolanaAccounts, SOLANA_DEMO_TOKEN_MINT } from '@latch/devnet'
import { address, generateKeyPairSigner, lamports } from '@solana/kit'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  answerInFrame,
  emailLogin,
  newEmail,
  secureFrame,
} from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'
import { fillSend, previewAndSend } from './sendFlows.js'
import {
  DEMO_MESSAGE,
  fundLdt,
  ldtBalance,
  SOLANA_LOCAL,
  shortAddress,
  solanaRpc,
  solBalance,
  verifiesEd25519,
} from './solanaFlows.js'

/** Dev Solana account that funds the embedded user's LDT (no other e2e test uses it). */
const LDT_FUNDER_INDEX = 5

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** A new embedded user on Solana Local; its Solana address. */
async function loggedInOnSolana() {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  page.setDefaultTimeout(30_000)
  await emailLogin(page, newEmail('solana'))
  // Account → the network button → Solana Local.
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.getByRole('button', { name: 'Latch Devnet' }).click()
  await latchModal(page, 'Select network')
    .getByRole('region', { name: 'Solana' })
    .getByRole('button', { name: 'Solana Local' })
    .click()
  await expect
    .poll(() => hookValue(page, 'account.caipAddress').textContent())
    .toMatch(new RegExp(`^${SOLANA_LOCAL}:[1-9A-HJ-NP-Za-km-z]{32,44}$`))
  const solana = (await hookValue(page, 'account.address').textContent()) ?? ''
  return { page, solana }
}

test('embedded Solana account: Solana Local shows it; a message signed in the frame verifies with ed25519; Reject says 4001', async () => {
  const { page, solana } = await loggedInOnSolana()
  // Account shows the Solana address (the modal may have closed on switch).
  if (!(await latchModal(page, 'Account').isVisible()))
    await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account')
    .getByText(shortAddress(solana), { exact: true })
    .waitFor()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Sign message' }).click()
  const prompt = secureFrame(page).getByRole('dialog', {
    name: 'Approve request',
  })
  await prompt.getByText(DEMO_MESSAGE, { exact: true }).waitFor()
  await prompt.getByText(/^Solana Local/).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await answerInFrame(page, 'Approve')
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect
    .poll(() => result.textContent())
    .toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signature = (await result.textContent()) ?? ''
  expect(verifiesEd25519(DEMO_MESSAGE, signature, solana)).toBe(true)
  expect(verifiesEd25519(`${DEMO_MESSAGE}!`, signature, solana)).toBe(false)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerInFrame(page, 'Reject')
  await expect.poll(() => result.textContent()).toMatch(/^Error 4001: /)
  expect(demo?.errors).toEqual([])
})

test('embedded Solana account: restored on reload; SOL and LDT sent from the Send view, approved in the frame, land on the LiteSVM chain', async () => {
  const { page, solana } = await loggedInOnSolana()
  await solanaRpc()
    .requestAirdrop(address(solana), lamports(3_000_000_000n))
    .send()
  await expect.poll(() => solBalance(solana)).toBe(3_000_000_000n)
  await fundLdt(solana, 10_000_000n, LDT_FUNDER_INDEX)
  await expect.poll(() => ldtBalance(solana)).toBe(10_000_000n)
  const to = devSolanaAccounts[6]?.address ?? ''
  const before = await solBalance(to)
  // A reload restores both accounts, Solana Local still active, and reads
  // the funded balance.
  await page.reload()
  await waitForValue(page, 'account.caipAddress', `${SOLANA_LOCAL}:${solana}`)
  await waitForValue(page, 'account.status', 'connected')
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await fillSend(page, { symbol: 'SOL', amount: '1.25', to })
  await previewAndSend(page, '1.25 SOL')
  // The frame shows the fee payer and the SOL transfer it decoded.
  const prompt = secureFrame(page).getByRole('dialog', {
    name: 'Approve request',
  })
  await prompt.getByText('1.25 SOL', { exact: true }).waitFor()
  await prompt.getByText(to, { exact: true }).waitFor()
  await prompt.getByText(solana, { exact: true }).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await answerInFrame(page, 'Approve')
  await latchModal(page, 'Account').waitFor()
  await expect.poll(() => solBalance(to)).toBe(before + 1_250_000_000n)
  expect(await solBalance(solana)).toBeLessThan(3_000_000_000n - 1_250_000_000n)

  // LDT (SPL) to a new receiver: the frame shows the TransferChecked
  // amount and mint; the receiver's new token account holds exactly 2.5.
  const receiver = (await generateKeyPairSigner()).address
  await fillSend(page, { symbol: 'LDT', amount: '2.5', to: receiver })
  await previewAndSend(page, '2.5 LDT')
  await prompt
    .getByText(`2.5 of token ${SOLANA_DEMO_TOKEN_MINT}`, { exact: true })
    .waitFor()
  await prompt.getByText('To token account', { exact: true }).waitFor()
  await answerInFrame(page, 'Approve')
  await latchModal(page, 'Account').waitFor()
  await expect.poll(() => ldtBalance(receiver)).toBe(2_500_000n)
  expect(await ldtBalance(solana)).toBe(7_500_000n)
  expect(await hookValue(page, 'account.address').textContent()).toBe(solana)
  expect(demo?.errors).toEqual([])
})
