import type { BaseError } from '@latch/common'
import type { Address, Hex } from 'viem'
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

/**
 * SmartSessionsDisabledError, SmartSessionsUnsupportedError,
 * UserRejectedRequestError (4001), provider errors.
 */
export type RevokePermissionsErrorType = BaseError

/**
 * Asks the wallet to end a session on chain (`wallet_revokePermissions`
 * with the session's permissions context): the embedded wallet disables
 * the delegation at the DelegationManager, so every later redeem by the
 * session key reverts, and marks the session revoked in latch-api.
 *
 * https://latch.dev/docs/core/actions/revokePermissions
 *
 * @example
 * await revokePermissions(config, { permissionsContext })
 */
export async function revokePermissions(
  config: Config,
  parameters: RevokePermissionsParameters,
): Promise<void> {
  const { permissionsContext, account, chainId } = parameters
  const wallet = await getSessionWallet(config, { account, chainId })
  try {
    await walletRequest(wallet.provider, 'wallet_revokePermissions', [
      { permissionsContext },
    ])
  } finally {
    invalidatePermissions(config)
  }
}
