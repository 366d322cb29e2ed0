import { type BaseError, getProviderError } from '@latch/common'
import type { Config, MutationStatus } from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'

export type ActionQueryResult<data> = {
  /** idle while disabled (no parameters yet). */
  status: MutationStatus
  data: data | undefined
  error: BaseError | null
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /** Runs the read again now. */
  refetch(): void
}

type State<data> = Pick<ActionQueryResult<data>, 'status' | 'data' | 'error'>

const idle = { status: 'idle', data: undefined, error: null } as const

/** JSON key of the parameters (bigints included). */
export function queryKey(value: unknown): string {
  return JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))
}

/**
 * Runs a core read whenever `key` changes (never when `key` is undefined),
 * drops stale answers, and polls while `refetchInterval(data)` gives a
 * delay. `read` may change every render; only `key` decides when to run.
 */
export function useActionQuery<data>(
  key: string | undefined,
  read: (config: Config, signal: AbortSignal) => Promise<data>,
  refetchInterval?: (data: data) => number | false,
): ActionQueryResult<data> {
  const config = useConfig()
  const [state, setState] = useState<State<data>>(idle)
  const [run, setRun] = useState(0)
  const latest = useRef({ read, refetchInterval })
  latest.current = { read, refetchInterval }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` re-runs on refetch
  useEffect(() => {
    if (key === undefined) {
      setState(idle)
      return
    }
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    // Polls refresh in the background: status stays 'success' meanwhile.
    const fetchOnce = (poll = false) => {
      if (!poll) setState((s) => ({ ...s, status: 'pending', error: null }))
      latest.current.read(config, controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return
          setState({ status: 'success', data, error: null })
          const delay = latest.current.refetchInterval?.(data)
          if (delay) timer = setTimeout(() => fetchOnce(true), delay)
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          setState({
            status: 'error',
            data: undefined,
            error: getProviderError(error),
          })
        },
      )
    }
    fetchOnce()
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [config, key, run])

  const refetch = useCallback(() => setRun((n) => n + 1), [])
  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    refetch,
  }
}
