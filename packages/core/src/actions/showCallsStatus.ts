import type { BaseError } from '@latch/common'
import { getEip155Wallet } from '../transactions/eip155/getEip155Wallet.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import type { Config } from '../types/config.js'

export type ShowCallsStatusParameters = {
  /** The id sendCalls returned. */
  id: string
}

/** UnknownBundleIdError (5730), UnsupportedProviderMethodError (4200)… */
export type ShowCallsStatusErrorType = BaseError

/**
 * Asks the wallet to show a batch's status in its own UI (EIP-5792
 * `wallet_showCallsStatus`).
 *
 * https://latch.dev/docs/core/actions/showCallsStatus
 *
 * @example
 * await showCallsStatus(config, { id })
 */
export async function showCallsStatus(
  config: Config,
  parameters: ShowCallsStatusParameters,
): Promise<void> {
  const wallet = await getEip155Wallet(config)
  await walletRequest(wallet.provider, 'wallet_showCallsStatus', [
    parameters.id,
  ])
}
