// @latch/core, modal: open / close, its views and router,
// transaction stack, toasts, theme, locale and events.

export { closeModal } from '../../actions/closeModal.js'
export { getLegalAccepted } from '../../actions/getLegalAccepted.js'
export { getLocale } from '../../actions/getLocale.js'
export {
  type GetModalStateReturnType,
  getModalState,
} from '../../actions/getModalState.js'
export { getTheme } from '../../actions/getTheme.js'
export { goBack } from '../../actions/goBack.js'
export { goBackToIndex } from '../../actions/goBackToIndex.js'
export { hideToast } from '../../actions/hideToast.js'
export { type OpenModalParameters, openModal } from '../../actions/openModal.js'
export {
  type PopTransactionStackParameters,
  popTransactionStack,
} from '../../actions/popTransactionStack.js'
export { pushTransactionStack } from '../../actions/pushTransactionStack.js'
export { pushView } from '../../actions/pushView.js'
export { replaceView } from '../../actions/replaceView.js'
export { resetView } from '../../actions/resetView.js'
export {
  type SetAccountTabParameters,
  setAccountTab,
} from '../../actions/setAccountTab.js'
export { setLegalAccepted } from '../../actions/setLegalAccepted.js'
export { setLocale } from '../../actions/setLocale.js'
export { setModalEmbedded } from '../../actions/setModalEmbedded.js'
export { setModalLoading } from '../../actions/setModalLoading.js'
export { setThemeMode } from '../../actions/setThemeMode.js'
export { setThemeVariables } from '../../actions/setThemeVariables.js'
export { shakeModal } from '../../actions/shakeModal.js'
export { type ShowToastParameters, showToast } from '../../actions/showToast.js'
export {
  type WatchEventsParameters,
  watchEvents,
} from '../../actions/watchEvents.js'
export { watchLegalAccepted } from '../../actions/watchLegalAccepted.js'
export { watchLocale } from '../../actions/watchLocale.js'
export { watchModalState } from '../../actions/watchModalState.js'
export { watchTheme } from '../../actions/watchTheme.js'
export { type RouterAction, routerReducer } from '../../state/routerReducer.js'
export {
  getTransactionEndAction,
  type TransactionAction,
  type TransactionEnd,
} from '../../state/transactionStack.js'
