import type { CaipNetworkId, ChainNamespace } from '@latch/common'
import {
  type Config,
  getModalState,
  type ViewName,
  watchModalState,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

export type UseLatchStateReturnType = {
  open: boolean
  loading: boolean
  /** The view on top of the modal's stack. */
  view: ViewName
  selectedNetworkId: CaipNetworkId
  activeChain: ChainNamespace | undefined
}

function getLatchState(config: Config): UseLatchStateReturnType {
  const { open, loading, route, selectedNetworkId, activeChain } =
    getModalState(config)
  return { open, loading, view: route.view, selectedNetworkId, activeChain }
}

/**
 * The modal's state: open, loading, current view, network choice.
 * https://latch.dev/docs/react/hooks/useLatchState
 */
export function useLatchState(): UseLatchStateReturnType {
  return useConfigValue(getLatchState, watchModalState)
}
