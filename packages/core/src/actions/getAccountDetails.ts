import type { Config } from '../types/config.js'
import type { AccountTab } from '../types/state.js'
import { addressLabelKey } from '../utils/addressLabelKey.js'
import { blockExplorerUrl } from '../utils/blockExplorerUrl.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'

export type GetAccountDetailsReturnType = {
  /**
   * The account's page on the active network's block explorer
   * (`<explorer>/address/<address>`, `/account/` on Solana); undefined while disconnected or on
   * a network without an explorer.
   */
  explorerUrl: string | undefined
  /** The explorer's name, with `explorerUrl`. */
  explorerName: string | undefined
  /** The Account view's selected tab on the active namespace (`setAccountTab`). */
  tab: AccountTab
  /** The host's address labels (`setAddressLabel`), by `addressLabelKey`. */
  addressLabels: { readonly [address: string]: string }
  /** The active account's own label, if the host gave it one. */
  label: string | undefined
}

const noLabels: { readonly [address: string]: string } = Object.freeze({})

/**
 * SPEC §3 account fields the Account view shows, derived from state: the
 * account's explorer url, its selected tab (per chain namespace) and the
 * address labels. Kept apart from `getAccount` so the account button's
 * first load does not carry them.
 * https://latch.dev/docs/core/actions/getAccountDetails
 *
 * @example
 * const { explorerUrl, tab, label } = getAccountDetails(config)
 */
export function getAccountDetails(config: Config): GetAccountDetailsReturnType {
  const { address, chainNamespace } = getAccount(config)
  const explorer = address
    ? blockExplorerUrl(getNetwork(config).caipNetwork, { address })
    : undefined
  const addressLabels = config.state.addressLabels ?? noLabels
  return {
    explorerUrl: explorer?.href,
    explorerName: explorer?.name,
    tab:
      (chainNamespace && config.state.accountTabs?.[chainNamespace]) ??
      'tokens',
    addressLabels,
    label: address ? addressLabels[addressLabelKey(address)] : undefined,
  }
}
