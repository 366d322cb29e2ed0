import {
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '@latch/core'
import {
  type ActionMutationResult,
  useActionMutation,
} from '../internal/useActionMutation.js'

export type UseSendTransactionReturnType = ActionMutationResult<
  SendTransactionParameters,
  SendTransactionReturnType
> & {
  sendTransaction(parameters: SendTransactionParameters): void
  sendTransactionAsync(
    parameters: SendTransactionParameters,
  ): Promise<SendTransactionReturnType>
}

/** https://latch.dev/docs/react/hooks/useSendTransaction */
export function useSendTransaction(): UseSendTransactionReturnType {
  const mutation = useActionMutation(sendTransaction)
  return {
    ...mutation,
    sendTransaction: mutation.mutate,
    sendTransactionAsync: mutation.mutateAsync,
  }
}
