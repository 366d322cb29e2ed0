import { type BaseError, getProviderError } from '@latch/common'
import type { Config, DataEntry, MutationStatus } from '@latch/core'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useConfig } from '../hooks/useConfig.js'

export type DataQueryResult<data> = {
  /** idle while disabled (no parameters yet). */
  status: MutationStatus
  data: data | undefined
  error: BaseError | null
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /** Loads it again now. */
  refetch(): void
}

export type DataQueryOptions<data> = {
  /** How long a loaded value is fresh (`dataLifetime[kind]`). */
  lifetime: number
  /** Loads again after this delay while it gives one (polling). */
  refetchInterval?: ((data: data) => number | false) | undefined
}

/**
 * Reads one entry of the config's data layer (`key`, from core's
 * `dataKey`): subscribes to it, observes it while mounted (so
 * invalidation reloads it and it is not collected) and loads it when the
 * key changes; idle while `key` is undefined. Components showing one key
 * share its entry and its load. `load` may change every render.
 */
export function useDataQuery<data>(
  key: string | undefined,
  load: (config: Config, signal: AbortSignal) => Promise<data>,
  options: DataQueryOptions<data>,
): DataQueryResult<data> {
  const config = useConfig()
  const { data } = config._internal
  const latest = useRef({ load, options })
  latest.current = { load, options }
  const [run, setRun] = useState(0)

  const subscribe = useCallback(
    (onChange: () => void) => data.subscribe(onChange),
    [data],
  )
  const get = () => (key === undefined ? undefined : data.get<data>(key))
  const entry: DataEntry<data> | undefined = useSyncExternalStore(
    subscribe,
    get,
    get,
  )

  useEffect(() => {
    if (key === undefined) return
    const release = data.observe(key)
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const fetchOnce = (force: boolean) => {
      const { lifetime } = latest.current.options
      data
        .fetch(key, () => latest.current.load(config, controller.signal), {
          lifetime,
          force,
        })
        .then(
          (value) => {
            if (controller.signal.aborted) return
            const delay = latest.current.options.refetchInterval?.(value)
            if (delay) timer = setTimeout(() => fetchOnce(true), delay)
          },
          () => {},
        )
    }
    fetchOnce(run > 0)
    return () => {
      clearTimeout(timer)
      release()
      // The last one showing it stops a load that waits (a receipt).
      if (!data.observed().includes(key)) controller.abort()
    }
  }, [config, data, key, run])

  const refetch = useCallback(() => setRun((n) => n + 1), [])
  const status: MutationStatus =
    !entry || entry.status === 'idle'
      ? 'idle'
      : entry.status === 'loading'
        ? 'pending'
        : entry.status
  return {
    status,
    data: entry?.data,
    error: entry?.status === 'error' ? getProviderError(entry.error) : null,
    isIdle: status === 'idle',
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    refetch,
  }
}
