import {
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '@latch/core'
import {
  actionMutationHook,
  type NamedActionMutation,
} from '../internal/useActionMutation.js'

export type UseSendTransactionReturnType = NamedActionMutation<
  'sendTransaction',
  SendTransactionParameters,
  SendTransactionReturnType
>

/** https://latch.dev/docs/react/hooks/useSendTransaction */
export const useSendTransaction: () => UseSendTransactionReturnType =
  actionMutationHook('sendTransaction', sendTransaction)
