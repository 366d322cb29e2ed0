import { type GetCallsStatusReturnType, getCallsStatus } from '@latch/core'
import {
  type ActionQueryResult,
  useActionQuery,
} from '../internal/useActionQuery.js'

export type UseCallsStatusParameters = {
  /** Idle until there is an id (e.g. `useSendCalls().data?.id`). */
  id: string | undefined
  /** Polls while the batch is pending; false stops. @default 1000 */
  pollingInterval?: number | false | undefined
}

export type UseCallsStatusReturnType =
  ActionQueryResult<GetCallsStatusReturnType>

/**
 * The status of a sendCalls batch, polled until it is no longer pending.
 * https://latch.dev/docs/react/hooks/useCallsStatus
 */
export function useCallsStatus(
  parameters: UseCallsStatusParameters,
): UseCallsStatusReturnType {
  const { id, pollingInterval = 1000 } = parameters
  return useActionQuery(
    id,
    (config) => getCallsStatus(config, { id: id as string }),
    (data) => (data.status === 'pending' ? pollingInterval : false),
  )
}
