import {
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '@latch/core'
import {
  actionMutationHook,
  type NamedActionMutation,
} from '../internal/useActionMutation.js'

export type UseSendCallsReturnType = NamedActionMutation<
  'sendCalls',
  SendCallsParameters,
  SendCallsReturnType
>

/** https://latch.dev/docs/react/hooks/useSendCalls */
export const useSendCalls: () => UseSendCallsReturnType = actionMutationHook(
  'sendCalls',
  sendCalls,
)
