import type {
  EvmMessageReview,
  EvmPermissionsReview,
  EvmTransactionReview,
  EvmTypedDataReview,
} from '../../embeddedProtocol/review.js'
import { describeEvmMessage } from './describeEvmMessage.js'
import {
  type DescribeEvmTransactionsParameters,
  describeEvmTransactions,
} from './describeEvmTransactions.js'
import { describeEvmTypedData } from './describeEvmTypedData.js'

/** An EVM signing request as an approval screen shows it. */
export type EvmRequestReview =
  | EvmMessageReview
  | EvmTypedDataReview
  | EvmTransactionReview
  /** Only the embedded-wallet service's (a session grant). */
  | EvmPermissionsReview

export type DescribeEvmRequestParameters = Omit<
  DescribeEvmTransactionsParameters,
  'transactions'
> & {
  method: string
  params: unknown
  /**
   * eth_sendTransaction and wallet_sendCalls: the transactions as they
   * will be signed (gas and fees included), one per call.
   */
  transactions?: DescribeEvmTransactionsParameters['transactions'] | undefined
}

/**
 * The EVM describer of approval screens: what a signing request signs,
 * decoded from what is signed — personal_sign's message
 * (`describeEvmMessage`, params `[message, address]`),
 * eth_signTypedData_v4's typed data (`describeEvmTypedData`, params
 * `[address, data]`), eth_sendTransaction's and wallet_sendCalls'
 * `transactions` (`describeEvmTransactions`). Undefined for other
 * methods. Structured only: `wordEvmReview` words it.
 *
 * @example
 * describeEvmRequest({ method: 'personal_sign', params: ['0x6869', from], chainId: 1 })
 * // { namespace: 'eip155', kind: 'message', text: 'hi', warnings: [] }
 */
export function describeEvmRequest({
  method,
  params,
  transactions = [],
  ...context
}: DescribeEvmRequestParameters): EvmRequestReview | undefined {
  const list: unknown[] = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return describeEvmMessage(String(list[0]))
    case 'eth_signTypedData_v4':
      return describeEvmTypedData(list[1], context).review
    case 'eth_sendTransaction':
    case 'wallet_sendCalls':
      return describeEvmTransactions({ ...context, transactions })
  }
  return undefined
}
