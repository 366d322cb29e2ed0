import {
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '@latch/core'
import {
  type ActionMutationResult,
  useActionMutation,
} from '../internal/useActionMutation.js'

export type UseSendCallsReturnType = ActionMutationResult<
  SendCallsParameters,
  SendCallsReturnType
> & {
  sendCalls(parameters: SendCallsParameters): void
  sendCallsAsync(parameters: SendCallsParameters): Promise<SendCallsReturnType>
}

/** https://latch.dev/docs/react/hooks/useSendCalls */
export function useSendCalls(): UseSendCallsReturnType {
  const mutation = useActionMutation(sendCalls)
  return {
    ...mutation,
    sendCalls: mutation.mutate,
    sendCallsAsync: mutation.mutateAsync,
  }
}
