import type { BaseError } from '@latch/common'
import type { Address, Hex } from 'viem'
import { getApiContext } from '../api/getApiContext.js'
import { markSessionRevoked } from '../api/markSessionRevoked.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import type { Config } from '../types/config.js'
import { getSessionWallet } from './smartSessions/getSessionWallet.js'
import { invalidatePermissions } from './smartSessions/invalidatePermissions.js'

export type RevokePermissionsParameters = {
  /** The context `grantPermissions` returned. */
  permissionsContext: Hex
  /** @default the active account */
  account?: Address | undefined
  /** @default the wallet's chain */
  chainId?: number | undefined
}

export type RevokePermissionsReturnType = {
  /**
   * Whether latch-api has the session marked revoked: false without
   * `apiUrl`, for a session it never stored, or when it could not be
   * reached (the session is revoked on chain all the same).
   */
  stored: boolean
}

/**
 * SmartSessionsDisabledError, SmartSessionsUnsupportedError,
 * UserRejectedRequestError (4001), provider errors.
 */
export type RevokePermissionsErrorType = BaseError

/**
 * Asks the wallet to end a session on chain (`wallet_revokePermissions`
 * with the session's permissions context): the wallet disables the
 * delegation at the DelegationManager (the embedded wallet by a user
 * operation, an EIP-7702 EOA by its own transaction), so every later
 * redeem by the session key reverts. Then latch-api marks it revoked,
 * having checked the chain (no revoke signature to ask the user for).
 *
 * https://latch.dev/docs/core/actions/revokePermissions
 *
 * @example
 * await revokePermissions(config, { permissionsContext })
 */
export async function revokePermissions(
  config: Config,
  parameters: RevokePermissionsParameters,
): Promise<RevokePermissionsReturnType> {
  const { permissionsContext, account, chainId } = parameters
  const wallet = await getSessionWallet(config, { account, chainId })
  try {
    await walletRequest(wallet.provider, 'wallet_revokePermissions', [
      { permissionsContext },
    ])
    const { client } = getApiContext(config)
    if (!client) return { stored: false }
    try {
      await markSessionRevoked(client, {
        address: wallet.address,
        pci: permissionsContext,
      })
      return { stored: true }
    } catch {
      return { stored: false }
    }
  } finally {
    invalidatePermissions(config)
  }
}
