import { type BaseError, getProviderError } from '@latch/common'

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

export type MutationState<data, variables> = {
  status: MutationStatus
  /** The last success's result (kept while a new run is pending). */
  data: data | undefined
  /** The last failure, as a typed Latch error. */
  error: BaseError | null
  /** What the current or last run was given. */
  variables: variables | undefined
}

export type Mutation<variables, data> = {
  getState(): MutationState<data, variables>
  subscribe(listener: () => void): () => void
  /**
   * Runs the action. While a run is pending, another call returns that run
   * instead of starting a second one: a double click sends once.
   */
  mutate(variables: variables): Promise<data>
  /** Back to idle (ignored while pending). */
  reset(): void
}

const idle = {
  status: 'idle',
  data: undefined,
  error: null,
  variables: undefined,
} as const

/**
 * A framework-free mutation (idle → pending → success | error) around an
 * async action, for UI bindings: React's hooks use it through
 * `useSyncExternalStore`, and any other framework can too.
 *
 * https://latch.dev/docs/core/createMutation
 *
 * @example
 * const send = createMutation((p: SendTransactionParameters) => sendTransaction(config, p))
 * send.subscribe(() => render(send.getState()))
 * await send.mutate({ to, value })
 */
export function createMutation<variables, data>(
  fn: (variables: variables) => Promise<data>,
): Mutation<variables, data> {
  let state: MutationState<data, variables> = idle
  let running: Promise<data> | undefined
  const listeners = new Set<() => void>()
  const set = (next: MutationState<data, variables>) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    mutate(variables) {
      if (running) return running
      set({ status: 'pending', data: state.data, error: null, variables })
      const run = (async () => fn(variables))().then(
        (data) => {
          running = undefined
          set({ status: 'success', data, error: null, variables })
          return data
        },
        (raw: unknown) => {
          running = undefined
          const error = getProviderError(raw)
          set({ status: 'error', data: undefined, error, variables })
          throw error
        },
      )
      running = run
      return run
    },
    reset() {
      if (!running) set(idle)
    },
  }
}
