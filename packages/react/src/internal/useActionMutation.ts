import {
  type Config,
  createMutation,
  type MutationState,
  type MutationStatus,
} from '@latch/core'
import { useMemo, useSyncExternalStore } from 'react'
import { useConfig } from '../hooks/useConfig.js'

type ActionMutationResult<variables, data> = MutationState<data, variables> & {
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /** Runs the action; a failure only lands in `error`. */
  mutate(variables: variables): void
  /** Runs the action and resolves with its result (rejects on failure). */
  mutateAsync(variables: variables): Promise<data>
  reset(): void
}

/**
 * A core action as a mutation for this component: state from core's
 * `createMutation` through `useSyncExternalStore`. `action` must be a
 * stable (module-level) function.
 */
function useActionMutation<variables, data>(
  action: (config: Config, variables: variables) => Promise<data>,
): ActionMutationResult<variables, data> {
  const config = useConfig()
  const mutation = useMemo(
    () => createMutation((variables: variables) => action(config, variables)),
    [config, action],
  )
  const state = useSyncExternalStore(
    mutation.subscribe,
    mutation.getState,
    mutation.getState,
  )
  return useMemo(() => {
    const status: MutationStatus = state.status
    return {
      ...state,
      isIdle: status === 'idle',
      isPending: status === 'pending',
      isSuccess: status === 'success',
      isError: status === 'error',
      mutate: (variables) => void mutation.mutate(variables).catch(() => {}),
      mutateAsync: mutation.mutate,
      reset: mutation.reset,
    }
  }, [state, mutation])
}

/**
 * The return type of a mutation hook named after its action, e.g.
 * useSendCalls: the mutation state plus `sendCalls(p)` (= `mutate`) and
 * `sendCallsAsync(p)` (= `mutateAsync`).
 */
export type NamedActionMutation<
  name extends string,
  variables,
  data,
> = ActionMutationResult<variables, data> & {
  [_ in name]: (parameters: variables) => void
} & {
  [_ in `${name}Async`]: (parameters: variables) => Promise<data>
}

/**
 * A mutation hook over a core action (useSendCalls, useWriteContract…):
 * `useActionMutation(action)` with `mutate`/`mutateAsync` also under the
 * action's name. `action` is a module-level function, so it is stable.
 */
export function actionMutationHook<name extends string, variables, data>(
  name: name,
  action: (config: Config, variables: variables) => Promise<data>,
): () => NamedActionMutation<name, variables, data> {
  return () => {
    const mutation = useActionMutation(action)
    return {
      ...mutation,
      [name]: mutation.mutate,
      [`${name}Async`]: mutation.mutateAsync,
    } as NamedActionMutation<name, variables, data>
  }
}
