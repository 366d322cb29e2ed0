import type { Config } from '@latch/core'
import type { FundAction, FundingConfig } from './FundAction.js'

/**
 * Offers the host's own way to fund an empty account — a faucet on a test
 * network, an on-ramp page — beside Receive in the Account's Tokens tab
 * ("Fund your wallet"), for every wallet with no balance. Undefined
 * removes it. Call it once, after `createLatch`.
 * https://latch.dev/docs/react/setFundAction
 *
 * @example
 * setFundAction(latch.config, {
 *   label: 'Get test ETH',
 *   onFund: ({ address }) => fetch(`/faucet?to=${address}`, { method: 'POST' }),
 * })
 */
export function setFundAction(
  config: Config,
  action: FundAction | undefined,
): void {
  ;(config as FundingConfig).latchFundAction = action
}
