import type { EmbeddedUser } from '../../auth/types.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'

/**
 * The embedded wallet's user into state (`embedded/userChanged`) and,
 * when it is on its smart account on a known chain, whether that account
 * has code there (`connection/smartAccountChecked`, SPEC §3
 * `smartAccountDeployed` of the eip155 account).
 */
export function dispatchEmbeddedUser(
  config: Config,
  user: EmbeddedUser | undefined,
) {
  dispatch(config, { type: 'embedded/userChanged', user })
  if (
    user?.accountType !== 'smartAccount' ||
    user.chainId === undefined ||
    user.smartAccountDeployed === undefined
  )
    return
  const caipAddress = `eip155:${user.chainId}:${user.address}`
  const known = config.store.getState().namespaces.eip155?.smartAccountDeployed
  if (known?.[caipAddress] === user.smartAccountDeployed) return
  // The next map is made here, outside the first load; the store saves it.
  dispatch(config, {
    type: 'connection/smartAccountChecked',
    namespace: 'eip155',
    smartAccountDeployed: {
      ...known,
      [caipAddress]: user.smartAccountDeployed,
    },
  })
}
