// DOM project (happy-dom): a swap's approval screen says what the swap
// does — the tokens and amount it takes, the least it pays and to whom,
// its deadline — from the review of the bytes that are signed (here the
// shared describer's review of a call latch-api's swap builder made), and
// warns, first, when the swap pays another address than the user's.
import { describeEvmTransactions } from '@latch/common/describe'
import type { EmbeddedReview } from '@latch/common/embedded-protocol'
import {
  getAllByRole,
  getByRole,
  queryAllByRole,
  queryByRole,
} from '@testing-library/dom'
import type { Address, Hex } from 'viem'
import { afterEach, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
} from '../../../test/frame/createFrameHarness.js'

const router = '0x0E075FaA831A610b0E56D4B34711ec18F3e2BC83'
const ldt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const thief = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
// buildSwapCall (services/api) on the devnet: swapExactETHForTokens of
// 0.01 ETH for at least 0.122222221122222221 LDT to `user`, deadline 1.8e9.
const ethForLdt: Hex =
  '0x7ff36ab500000000000000000000000000000000000000000000000001b2387669a6388d000000000000000000000000000000000000000000000000000000000000008000000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000000000006b49d2000000000000000000000000000000000000000000000000000000000000000002000000000000000000000000b97127a14f782ec2f252f8c3753ab8db39126ed20000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa3'

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

/** The approval screen of `review` for eth_sendTransaction. */
async function show(review: EmbeddedReview) {
  harness = createFrameHarness({
    storage: new Map([
      ['latch:frame:token:p1', JSON.stringify({ token: 't0k3n' })],
    ]),
    routes: {
      'POST /rpc/prepare': () => ({
        id: 'prepared-1',
        expiresAt: Date.now() + 300_000,
        review,
      }),
    },
  })
  harness.send('RPC_REQUEST', {
    chainId: 31337,
    method: 'eth_sendTransaction',
    params: [],
  })
  await harness.until(() => queryByRole(document.body, 'dialog') ?? undefined)
  return getByRole(document.body, 'dialog', { name: 'Approve request' })
}

/**
 * The term (`dt`) that reads `label`: terms take no name from their text,
 * so it is matched by its text among the dialog's terms.
 */
const term = (dialog: HTMLElement, label: string) => {
  const found = getAllByRole(dialog, 'term').filter(
    (t) => t.textContent === label,
  )
  expect(found, label).toHaveLength(1)
  return found[0] as HTMLElement
}
/** The definition beside that term. */
const fact = (dialog: HTMLElement, label: string) =>
  term(dialog, label).nextElementSibling?.textContent

const reviewOf = (account: Address) =>
  describeEvmTransactions({
    chainId: 31337,
    transactions: [
      {
        to: router,
        data: ethForLdt,
        value: 10n ** 16n,
        gas: 150_000n,
        maxFeePerGas: 2n * 10n ** 9n,
        maxPriorityFeePerGas: 10n ** 9n,
      },
    ],
    tokens: { [ldt.toLowerCase()]: { symbol: 'LDT', decimals: 18 } },
    account,
  })

it('lists the swap decoded from its calldata: action, paid, minimum received, recipient, deadline', async () => {
  const dialog = await show(reviewOf(user))
  expect(fact(dialog, 'To')).toBe(router)
  expect(fact(dialog, 'Action')).toBe('Swap tokens')
  expect(fact(dialog, 'You pay')).toBe('0.01 ETH')
  expect(fact(dialog, 'Minimum received')).toBe(
    `0.122222221122222221 LDT (${ldt})`,
  )
  expect(fact(dialog, 'Recipient')).toBe(user)
  expect(fact(dialog, 'Deadline')).toBe(
    '1800000000 (Jan 15, 2027, 8:00 AM UTC)',
  )
  // The raw calldata size stays, below what it says.
  expect(fact(dialog, 'Data')).toBe('228 bytes')
  expect(queryAllByRole(dialog, 'alert')).toEqual([])
})

it('warns first when the swap pays another address than the signing account', async () => {
  const dialog = await show(reviewOf(thief))
  const [alert] = getAllByRole(dialog, 'alert')
  expect(alert?.textContent).toBe(
    `Warning: This swap pays ${user}, not your account.`,
  )
  expect(term(dialog, 'Recipient').className).toBe('approval-warning')
})
