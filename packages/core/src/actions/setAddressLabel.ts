import { dispatchAccountEvent } from '../state/dispatchAccountEvent.js'
import type { Config } from '../types/config.js'

export type SetAddressLabelParameters = {
  /** Any namespace's address; EVM addresses match in any letter case. */
  address: string
  /** Shown instead of the shortened address; undefined or '' removes it. */
  label: string | undefined
}

/**
 * Names an address (SPEC §3 account address labels): the Account header,
 * the Send recipient and Activity's other sides show the label where they
 * would show the shortened address. Labels live in the config's state for
 * the page's life (not stored). An address that is not a string changes
 * nothing.
 * https://latch.dev/docs/core/actions/getAccountDetails
 *
 * @example
 * setAddressLabel(config, { address: '0x7099…79C8', label: 'Treasury' })
 */
export function setAddressLabel(
  config: Config,
  parameters: SetAddressLabelParameters,
): void {
  const { address, label } = parameters ?? {}
  if (typeof address !== 'string' || !address) return
  dispatchAccountEvent(config, {
    type: 'account/labelSet',
    address,
    label: typeof label === 'string' ? label.trim() : undefined,
  })
}
