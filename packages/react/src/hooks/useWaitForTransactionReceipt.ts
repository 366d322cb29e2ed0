import {
  dataKey,
  dataLifetime,
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
  waitForTransactionReceipt,
} from '@latch/core'
import { type DataQueryResult, useDataQuery } from '../internal/useDataQuery.js'

export type UseWaitForTransactionReceiptParameters = Omit<
  WaitForTransactionReceiptParameters,
  'hash' | 'signal'
> & {
  /** Idle until there is a hash (e.g. `useSendTransaction().data`). */
  hash: WaitForTransactionReceiptParameters['hash'] | undefined
}

export type UseWaitForTransactionReceiptReturnType =
  DataQueryResult<WaitForTransactionReceiptReturnType>

/**
 * pending while the transaction is being mined, then success with its
 * receipt (the data layer's `receipt` entry of that hash).
 * https://latch.dev/docs/react/hooks/useWaitForTransactionReceipt
 */
export function useWaitForTransactionReceipt(
  parameters: UseWaitForTransactionReceiptParameters,
): UseWaitForTransactionReceiptReturnType {
  const { hash, ...rest } = parameters
  return useDataQuery(
    hash ? dataKey('receipt', '', parameters) : undefined,
    (config, signal) =>
      waitForTransactionReceipt(config, {
        ...rest,
        hash: hash as WaitForTransactionReceiptParameters['hash'],
        signal,
      }),
    { lifetime: dataLifetime.receipt },
  )
}
