// The embedded wallet's Solana account in Debian's Chromium: a user logged
// in by e-mail switches the modal to Solana Local and gets its Solana
// address; a message signed (ed25519-checked here) and SOL sent from the
// Send view (the receiver's balance read on the LiteSVM chain), each
// approved with the Approve button INSIDE the secure frame, whose Solana
// approval screen passes axe. A page that sends a transaction's message
// bytes as a "message" is refused before anyone is asked (issue #17); the
// screen names an Assign hidden behind a small transfer, with a warning.
import { devSolanaAccounts, SOLANA_DEMO_TOKEN_MINT } from '@latch/devnet'
import { base58, base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import {
  getAssignInstruction,
  getTransferSolInstruction,
} from '@solana-program/system'
import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  answerInFrame,
  approvalModal,
  emailLogin,
  newEmail,
  secureFrame,
} from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'
import { fillSend, sendInFrame } from './sendFlows.js'
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
  await sendInFrame(page)
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
  await sendInFrame(page)
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

/** `instructions` paid by `payer`, compiled on a current blockhash. */
async function compiledFor(
  payer: string,
  instructions: Instruction[],
  version: 0 | 'legacy' = 'legacy',
) {
  const { value: blockhash } = await solanaRpc().getLatestBlockhash().send()
  return compileTransaction(
    pipe(
      createTransactionMessage({ version }),
      (m) => setTransactionMessageFeePayer(address(payer), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
}

/**
 * Posts an RPC_REQUEST to the secure frame from the host page itself (as
 * any script of an allowed page can) and returns a promise of its reply.
 */
function askFrame(page: Page, id: string, method: string, params: unknown) {
  const service = new URL(inject('embeddedUrl')).origin
  return page.evaluate(
    ([origin, id, method, params]) =>
      new Promise<{ type: string; payload: { message?: string } }>(
        (resolve) => {
          addEventListener('message', (event) => {
            if (event.origin === origin && event.data?.id === id)
              resolve(event.data)
          })
          document
            .querySelector<HTMLIFrameElement>(
              'iframe[title="Latch secure wallet"]',
            )
            ?.contentWindow?.postMessage(
              {
                latch: 1,
                type: '@latch-app/RPC_REQUEST',
                id,
                payload: {
                  chainId: 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m',
                  method,
                  params,
                },
              },
              origin,
            )
        },
      ),
    [service, id, method, params] as const,
  )
}

test('embedded Solana account: a transaction message sent as a message is refused before anyone is asked; an Assign behind a small transfer is named with a warning', async () => {
  const { page, solana } = await loggedInOnSolana()
  const attacker = (await generateKeyPairSigner()).address
  const user = createNoopSigner(address(solana))
  const drain = getTransferSolInstruction({
    source: user,
    destination: attacker,
    amount: 1_000_000_000n,
  })
  // The message bytes of a transaction (legacy and v0, the user's and
  // someone else's fee): a signature over them would authorise it.
  for (const [version, payer] of [
    ['legacy', solana],
    [0, attacker],
  ] as const) {
    const tx = await compiledFor(payer, [drain], version)
    const reply = await askFrame(
      page,
      `tx-as-message-${version}`,
      'solana_signMessage',
      {
        message: base58.encode(new Uint8Array(tx.messageBytes)),
        pubkey: solana,
      },
    )
    expect(reply).toMatchObject({
      type: '@latch-frame/RPC_REQUEST_ERROR',
      payload: {
        message:
          'message is a Solana transaction, not a message: ask for solana_signTransaction instead',
      },
    })
  }
  // Nobody was asked: no approval view, no screen in the frame.
  expect(await approvalModal(page).isVisible()).toBe(false)
  expect(
    await secureFrame(page)
      .getByRole('dialog', { name: 'Approve request' })
      .count(),
  ).toBe(0)

  // A small transfer first, then an Assign: each is named, the Assign
  // with a warning; rejected, nothing is signed.
  const wire = async (instructions: Instruction[]) =>
    base64.encode(
      new Uint8Array(
        getTransactionEncoder().encode(
          await compiledFor(solana, instructions, 0),
        ),
      ),
    )
  const answer = askFrame(page, 'sign-all', 'solana_signAllTransactions', {
    transactions: [
      await wire([
        getTransferSolInstruction({
          source: user,
          destination: attacker,
          amount: 1_000n,
        }),
      ]),
      await wire([
        getAssignInstruction({ account: user, programAddress: attacker }),
      ]),
    ],
  })
  await approvalModal(page).waitFor()
  const prompt = secureFrame(page).getByRole('dialog', {
    name: 'Approve request',
  })
  // Warned at the top, before any scrolling, then under the instruction.
  await prompt
    .getByText('1 warning: read every instruction below.', { exact: true })
    .waitFor()
  await prompt.getByText('System · TransferSol', { exact: true }).waitFor()
  await prompt.getByText('System · Assign', { exact: true }).waitFor()
  await prompt
    .getByText(
      'Assign hands this account to another program, which can then take its SOL.',
      { exact: true },
    )
    .waitFor()
  // The new account has no SOL: both simulations fail, and the screen says so.
  expect(await prompt.getByText(/^Simulation failed: /).count()).toBe(2)
  expect(await axeViolations(page)).toEqual([])
  await answerInFrame(page, 'Reject')
  expect((await answer).type).toBe('@latch-frame/RPC_REQUEST_ERROR')
  // The frame's two refused reviews, and nothing else.
  expect(demo?.errors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ])
})
