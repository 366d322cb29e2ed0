import { dispatchAccountEvent } from '../state/dispatchAccountEvent.js'
import type { Config } from '../types/config.js'
import type { State } from '../types/state.js'

// The namespaces with a tab that are no longer connected (nor connecting).
const gone = (state: State) =>
  Object.keys(state.accountTabs ?? {})
    .filter((namespace) => !state.namespaces[namespace as never])
    .join()

/**
 * A namespace that disconnects forgets its Account tab (SPEC §3 account
 * tab per chain): its Account view starts on Tokens again. Installed with
 * the account's data effects (`watchAccountData`), out of the first load.
 * Returns the stop function.
 */
export function forgetAccountTabs(config: Config): () => void {
  const forget = (namespaces: string) => {
    if (namespaces)
      dispatchAccountEvent(config, {
        type: 'account/tabsForgotten',
        namespaces: namespaces.split(',') as never,
      })
  }
  forget(gone(config.state))
  return config.subscribe(gone, forget)
}
