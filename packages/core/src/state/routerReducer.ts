import type { Route } from '../types/route.js'

export type History = readonly [Route, ...Route[]]

export type RouterAction =
  | { type: 'push'; route: Route }
  | { type: 'replace'; route: Route }
  | { type: 'reset'; route: Route }
  | { type: 'goBack' }
  | { type: 'goBackToIndex'; index: number }

/**
 * The view stack as a pure function. `undefined` means "close the modal":
 * going back from the first view, or from a stack that holds
 * UnsupportedChain (SPEC §2).
 */
export function routerReducer(
  history: History,
  action: RouterAction,
): History | undefined {
  switch (action.type) {
    case 'push': {
      const last = history[history.length - 1]
      // Pushing the view already shown (a double click) changes nothing.
      if (last && sameRoute(last, action.route)) return history
      return [...history, action.route]
    }
    case 'replace':
      return [...history.slice(0, -1), action.route] as unknown as History
    case 'reset':
      return [action.route]
    case 'goBack': {
      if (history.length <= 1) return undefined
      if (history.some((r) => r.view === 'UnsupportedChain')) return undefined
      return history.slice(0, -1) as unknown as History
    }
    case 'goBackToIndex': {
      const { index } = action
      if (!Number.isInteger(index) || index < 0 || index >= history.length)
        return history
      return history.slice(0, index + 1) as unknown as History
    }
  }
}

function sameRoute(a: Route, b: Route) {
  return JSON.stringify(a) === JSON.stringify(b)
}
