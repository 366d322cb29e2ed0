import type { AccountType } from '@latch/common/embedded-protocol'
import type { EmbeddedUser } from '../../auth/types.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type SetPreferredAccountTypeParameters = { type: AccountType }

export type SetPreferredAccountTypeReturnType = EmbeddedUser

/**
 * The embedded-wallet user switches between their smart account and their
 * EOA on the current network (SPEC §3 preferred account types per chain,
 * kept in browser storage). The connection's account becomes the chosen
 * one, so balances and activity follow it. A network without smart
 * accounts refuses `smartAccount` ('This application might not support
 * Smart Accounts').
 * https://latch.dev/docs/core/actions/setPreferredAccountType
 *
 * @example
 * const user = await setPreferredAccountType(config, { type: 'eoa' })
 */
export async function setPreferredAccountType(
  config: Config,
  parameters: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  const connector = requireAuthConnector(config)
  const { type } = parameters
  const user = await connector.setPreferredAccountType({ type })
  const caipNetworkId = config.state.namespaces.eip155?.caipNetworkId
  if (caipNetworkId) {
    dispatch(config, {
      type: 'embedded/accountTypeChosen',
      caipNetworkId,
      accountType: type,
    })
    const chosen = config.state.preferredAccountTypes
    if (chosen) config.storage.setItem('preferredAccountTypes', chosen)
  }
  return user
}
