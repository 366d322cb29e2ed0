import {
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
  waitForTransactionReceipt,
} from '@latch/core'
import {
  type ActionQueryResult,
  queryKey,
  useActionQuery,
} from '../internal/useActionQuery.js'

export type UseWaitForTransactionReceiptParameters = Omit<
  WaitForTransactionReceiptParameters,
  'hash' | 'signal'
> & {
  /** Idle until there is a hash (e.g. `useSendTransaction().data`). */
  hash: WaitForTransactionReceiptParameters['hash'] | undefined
}

export type UseWaitForTransactionReceiptReturnType =
  ActionQueryResult<WaitForTransactionReceiptReturnType>

/**
 * pending while the transaction is being mined, then success with its
 * receipt. https://latch.dev/docs/react/hooks/useWaitForTransactionReceipt
 */
export function useWaitForTransactionReceipt(
  parameters: UseWaitForTransactionReceiptParameters,
): UseWaitForTransactionReceiptReturnType {
  const { hash, ...rest } = parameters
  return useActionQuery(
    hash ? queryKey(parameters) : undefined,
    (config, signal) =>
      waitForTransactionReceipt(config, {
        ...rest,
        hash: hash as WaitForTransactionReceiptParameters['hash'],
        signal,
      }),
  )
}
