import type { Config } from '../types/config.js'
import { type AccountEvent, accountReducer } from './accountReducer.js'
import { dispatch } from './dispatch.js'

/**
 * Runs a named account event (`account/tabSelected`, `account/labelSet`…)
 * through `accountReducer` and hands the store the fields it changed
 * (`accountTabs/changed`, `addressLabels/changed`); nothing when none did.
 */
export function dispatchAccountEvent(config: Config, event: AccountEvent) {
  const { accountTabs, addressLabels } = config.state
  const after = accountReducer({ accountTabs, addressLabels }, event)
  if (after.accountTabs !== accountTabs)
    dispatch(config, {
      type: 'accountTabs/changed',
      accountTabs: after.accountTabs,
    })
  if (after.addressLabels !== addressLabels)
    dispatch(config, {
      type: 'addressLabels/changed',
      addressLabels: after.addressLabels,
    })
}
