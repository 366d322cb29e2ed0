import { dispatchAccountEvent } from '../state/dispatchAccountEvent.js'
import type { Config } from '../types/config.js'
import type { AccountTab } from '../types/state.js'

const tabs: readonly unknown[] = ['tokens', 'nfts', 'activity']

export type SetAccountTabParameters = { tab: AccountTab }

/**
 * Selects a tab of the Account view (SPEC §2: Tokens, NFTs, Activity) for
 * the active chain namespace (SPEC §3 account tab, per chain); each
 * namespace keeps its own until it disconnects. Anything but a known tab,
 * or no active namespace, changes nothing.
 * https://latch.dev/docs/core/actions/getAccountDetails
 *
 * @example
 * setAccountTab(config, { tab: 'activity' })
 */
export function setAccountTab(
  config: Config,
  parameters: SetAccountTabParameters,
): void {
  const namespace = config.state.activeNamespace
  const tab = parameters?.tab
  if (!namespace || !tabs.includes(tab)) return
  dispatchAccountEvent(config, { type: 'account/tabSelected', namespace, tab })
}
