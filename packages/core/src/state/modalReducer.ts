import type { Route } from '../types/route.js'
import type {
  Alert,
  State,
  ThemeMode,
  ThemeVariables,
  Toast,
} from '../types/state.js'
import { type RouterAction, routerReducer } from './routerReducer.js'
import type { TransactionAction } from './transactionStack.js'

/** The part of the state the modal owns: itself, its views, toast, alert, theme. */
export type ModalSlice = Pick<
  State,
  'modal' | 'router' | 'toast' | 'alert' | 'theme'
>

/** The named events of the modal. */
export type ModalEvent =
  /**
   * The modal opens (or shows another first view) on `route`; a flow's
   * transaction stack is dropped unless `keepStack` (sign-in asked in the
   * middle of a flow).
   */
  | { type: 'modal/opened'; route: Route; keepStack?: boolean | undefined }
  /** The modal closes; a loading state ends with it. */
  | { type: 'modal/closed' }
  /** Its views start over on `route` (embedded close, a wallet that left). */
  | { type: 'modal/reset'; route: Route }
  | { type: 'modal/loadingChanged'; loading: boolean }
  /** The modal should shake (500 ms). */
  | { type: 'modal/shaken' }
  | { type: 'modal/embeddedChanged'; embedded: boolean }
  /**
   * A step in the view stack (`routerReducer`); a step that would close
   * the modal is `modal/closed` instead (see `dispatchRoute`).
   */
  | { type: 'router/moved'; action: RouterAction }
  /** A flow that ends with a back, replace or reset step starts. */
  | { type: 'router/transactionPushed'; action: TransactionAction }
  /** That flow ended (its step is taken by the caller). */
  | { type: 'router/transactionPopped' }
  /** A disconnect ended every flow: one view, no transaction stack. */
  | { type: 'router/restarted'; route: Route }
  | { type: 'toast/shown'; toast: Toast }
  | { type: 'toast/hidden' }
  | { type: 'alert/shown'; alert: Alert }
  | { type: 'theme/modeChanged'; themeMode: ThemeMode }
  /** Merged into the current variables. */
  | { type: 'theme/variablesChanged'; themeVariables: ThemeVariables }

/**
 * The modal, its view stack, toast, alert and theme as pure transitions.
 * Returns the same object when an event changes nothing.
 */
export function modalReducer(state: ModalSlice, event: ModalEvent): ModalSlice {
  const { modal, router, theme } = state
  switch (event.type) {
    case 'modal/opened':
      return {
        ...state,
        modal: { ...modal, open: true },
        router: event.keepStack
          ? { ...router, history: [event.route] }
          : { history: [event.route] },
      }
    case 'modal/closed':
      if (!modal.open && !modal.loading) return state
      return { ...state, modal: { ...modal, open: false, loading: false } }
    case 'modal/reset':
      return { ...state, router: { history: [event.route] } }
    case 'modal/loadingChanged':
      if (modal.loading === event.loading) return state
      return { ...state, modal: { ...modal, loading: event.loading } }
    case 'modal/shaken':
      return { ...state, modal: { ...modal, shakeCount: modal.shakeCount + 1 } }
    case 'modal/embeddedChanged':
      if (modal.embedded === event.embedded) return state
      return { ...state, modal: { ...modal, embedded: event.embedded } }
    case 'router/moved': {
      const history = routerReducer(router.history, event.action)
      if (!history || history === router.history) return state
      // The transaction stack stays: a flow's views come and go under it.
      return { ...state, router: { ...router, history } }
    }
    case 'router/restarted':
      return { ...state, router: { history: [event.route] } }
    case 'router/transactionPushed':
      return {
        ...state,
        router: {
          ...router,
          transactionStack: [...(router.transactionStack ?? []), event.action],
        },
      }
    case 'router/transactionPopped': {
      const stack = router.transactionStack ?? []
      if (stack.length === 0) return state
      return {
        ...state,
        router: { ...router, transactionStack: stack.slice(0, -1) },
      }
    }
    case 'toast/shown':
      return { ...state, toast: event.toast }
    case 'toast/hidden':
      if (!state.toast) return state
      return { ...state, toast: undefined }
    case 'alert/shown':
      return { ...state, alert: event.alert }
    case 'theme/modeChanged':
      if (theme.themeMode === event.themeMode) return state
      return { ...state, theme: { ...theme, themeMode: event.themeMode } }
    case 'theme/variablesChanged':
      return {
        ...state,
        theme: {
          ...theme,
          themeVariables: { ...theme.themeVariables, ...event.themeVariables },
        },
      }
  }
}
