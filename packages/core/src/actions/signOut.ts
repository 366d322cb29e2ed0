import { SiwxNotConfiguredError } from '../siwx/errors.js'
import { getSignInTarget } from '../siwx/getSignInTarget.js'
import { setSiwxState } from '../siwx/setSiwxState.js'
import type { Config } from '../types/config.js'
import { disconnect } from './disconnect.js'

/**
 * Signs the active account out: its sessions are revoked. When sign-in is
 * required the wallet is disconnected too, since a connected wallet must
 * be signed in.
 *
 * @example
 * await signOut(config)
 */
export async function signOut(config: Config): Promise<void> {
  const siwx = config.options.siwx
  if (!siwx) throw new SiwxNotConfiguredError()
  const target = getSignInTarget(config)
  if (target) {
    await siwx.revokeSession(target.caipNetworkId, target.address)
    if (config.state.siwx?.caipAddress === target.caipAddress)
      setSiwxState(config, {
        status: 'signedOut',
        caipAddress: target.caipAddress,
      })
  } else await siwx.setSessions([])
  if (target && (siwx.getRequired?.() ?? true)) await disconnect(config)
}
