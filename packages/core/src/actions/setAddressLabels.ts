import { dispatchAccountEvent } from '../state/dispatchAccountEvent.js'
import type { Config } from '../types/config.js'

export type SetAddressLabelsParameters = {
  /** Label by address; replaces every label set before. */
  labels: { readonly [address: string]: string }
}

/**
 * Replaces every address label at once (SPEC §3 account address labels;
 * see `setAddressLabel`); `{ labels: {} }` removes them all. Entries whose
 * label is not a non-empty string are left out.
 * https://latch.dev/docs/core/actions/getAccountDetails
 *
 * @example
 * setAddressLabels(config, { labels: { '0x7099…79C8': 'Treasury' } })
 */
export function setAddressLabels(
  config: Config,
  parameters: SetAddressLabelsParameters,
): void {
  const labels: { [address: string]: string } = {}
  const given: unknown = parameters?.labels
  if (typeof given === 'object' && given)
    for (const [address, label] of Object.entries(given))
      if (typeof label === 'string' && label.trim())
        labels[address] = label.trim()
  dispatchAccountEvent(config, { type: 'account/labelsReplaced', labels })
}
