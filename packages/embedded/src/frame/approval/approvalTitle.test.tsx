// DOM project (happy-dom): the approval screen says what is asked — a
// message, or a plain send with its amount, receiver, USD value and fee —
// from the service's review of the bytes it signs, and names the
// requesting origin once.
import type { EmbeddedReview } from '@latch/common/embedded-protocol'
import { getByRole, queryByRole } from '@testing-library/dom'
import { afterEach, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
  HOST,
} from '../../../test/frame/createFrameHarness.js'

const receiver = '0x00000000000000000000000000000000000b0B0b'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

/** Shows `review` for `method` after the app said who it is; the dialog. */
async function show(method: string, review: EmbeddedReview) {
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
  const frame = harness
  await frame.request('SYNC_DAPP_DATA', {
    projectId: 'p1',
    sdkVersion: '1',
    metadata: {
      name: 'Tip Jar',
      description: 'Tips',
      url: `${HOST}/tips`,
      icons: [],
    },
  })
  frame.send('RPC_REQUEST', { chainId: 31337, method, params: [] })
  await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
  return getByRole(document.body, 'dialog', { name: 'Approve request' })
}

const fact = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll('dt')]
    .filter((dt) => dt.textContent === label)
    .map((dt) => dt.nextElementSibling?.textContent)

const sendCall = {
  to: receiver,
  dataBytes: 0,
  gas: '21000',
  maxFeePerGas: '2000000000',
  maxPriorityFeePerGas: '1000000000',
  maxFee: '42000000000000',
}
const transaction = (calls: object[], priced: boolean): EmbeddedReview => ({
  namespace: 'eip155',
  kind: 'transaction',
  chainId: 31337,
  currency: { symbol: 'ETH', decimals: 18 },
  calls: calls as never,
  maxFee: '42000000000000',
  // 0.000042 ETH at $3,000.
  ...(priced ? { maxFeeUsd: 0.126 } : {}),
  simulation: { status: 'unavailable' },
  warnings: [],
})

it('a message is titled "Sign message"; the origin shows once, the app by its name', async () => {
  const dialog = await show('personal_sign', {
    namespace: 'eip155',
    kind: 'message',
    text: 'hello',
    warnings: [],
  })
  expect(getByRole(dialog, 'heading', { level: 1 }).textContent).toBe(
    'Sign message',
  )
  expect(fact(dialog, 'Requested by')).toEqual([HOST])
  expect(fact(dialog, 'App')).toEqual(['Tip Jar'])
  expect(dialog.textContent?.split(HOST)).toHaveLength(2)
})

it('a native send is titled by its amount; the value has its USD at the fee’s price, beside the receiver and the fee', async () => {
  const dialog = await show(
    'eth_sendTransaction',
    transaction([{ ...sendCall, value: '1500000000000000000' }], true),
  )
  expect(getByRole(dialog, 'heading', { level: 1 }).textContent).toBe(
    'Send 1.5 ETH',
  )
  expect(fact(dialog, 'To')).toEqual([receiver])
  expect(fact(dialog, 'Value')).toEqual(['1.5 ETH (≈ $4500.00)'])
  expect(fact(dialog, 'Maximum network fee')).toEqual([
    '0.000042 ETH (≈ $0.13)',
  ])
})

it('an ERC-20 transfer is titled by the token amount; a contract call is "Approve transaction"', async () => {
  const transfer = await show(
    'eth_sendTransaction',
    transaction(
      [
        {
          ...sendCall,
          to: token,
          value: '0',
          dataBytes: 68,
          decoded: {
            standard: 'erc20',
            kind: 'transfer',
            token,
            symbol: 'LDT',
            decimals: 18,
            to: receiver,
            amount: '25000000000000000000',
          },
        },
      ],
      false,
    ),
  )
  expect(getByRole(transfer, 'heading', { level: 1 }).textContent).toBe(
    'Send 25 LDT',
  )
  harness?.close()
  const call = await show(
    'eth_sendTransaction',
    transaction([{ ...sendCall, to: token, value: '0', dataBytes: 4 }], true),
  )
  expect(getByRole(call, 'heading', { level: 1 }).textContent).toBe(
    'Approve transaction',
  )
})
