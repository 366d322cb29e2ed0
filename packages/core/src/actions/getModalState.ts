import type { CaipNetworkId, ChainNamespace } from '@latch/common'
import type { Config } from '../types/config.js'
import type { Route } from '../types/route.js'
import type { Alert, Toast } from '../types/state.js'

export type GetModalStateReturnType = {
  open: boolean
  loading: boolean
  embedded: boolean
  shakeCount: number
  /** The view on top of the stack. */
  route: Route
  historyLength: number
  selectedNetworkId: CaipNetworkId
  activeChain: ChainNamespace | undefined
  toast: Toast | undefined
  alert: Alert | undefined
}

/** The modal's state: open, current view, toast and alert. */
export function getModalState(config: Config): GetModalStateReturnType {
  const { modal, router, selectedNetworkId, activeNamespace, toast, alert } =
    config.state
  return {
    open: modal.open,
    loading: modal.loading,
    embedded: modal.embedded,
    shakeCount: modal.shakeCount,
    route: router.history[router.history.length - 1] ?? router.history[0],
    historyLength: router.history.length,
    selectedNetworkId,
    activeChain: activeNamespace,
    toast,
    alert,
  }
}
