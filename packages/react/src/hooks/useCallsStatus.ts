import {
  dataKey,
  dataLifetime,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from '@latch/core'
import { type DataQueryResult, useDataQuery } from '../internal/useDataQuery.js'

export type UseCallsStatusParameters = {
  /** Idle until there is an id (e.g. `useSendCalls().data?.id`). */
  id: string | undefined
  /** Polls while the batch is pending; false stops. @default 1000 */
  pollingInterval?: number | false | undefined
}

export type UseCallsStatusReturnType = DataQueryResult<GetCallsStatusReturnType>

/**
 * The status of a sendCalls batch (the data layer's `callsStatus` entry
 * of that id), polled until it is no longer pending.
 * https://latch.dev/docs/react/hooks/useCallsStatus
 */
export function useCallsStatus(
  parameters: UseCallsStatusParameters,
): UseCallsStatusReturnType {
  const { id, pollingInterval = 1000 } = parameters
  return useDataQuery(
    id === undefined ? undefined : dataKey('callsStatus', '', id),
    (config) => getCallsStatus(config, { id: id as string }),
    {
      lifetime: dataLifetime.callsStatus,
      refetchInterval: (data) =>
        data.status === 'pending' ? pollingInterval : false,
    },
  )
}
