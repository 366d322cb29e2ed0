import type { ChainNamespace } from '@latch/common'
import type { Config } from '../types/config.js'

export type IsSendSupportedParameters = {
  /** @default the active namespace */
  namespace?: ChainNamespace | undefined
}

/**
 * Whether `sendToken` can work on a namespace, so a UI offers Send only
 * there. eip155 sends through core itself; any other namespace sends only
 * when its adapter declares `sendToken` (Solana's does; Bitcoin's does not,
 * SPEC §9), and not at all without its adapter.
 * https://latch.dev/docs/core/actions/isSendSupported
 *
 * @example
 * if (isSendSupported(config)) showSendButton()
 */
export function isSendSupported(
  config: Config,
  parameters: IsSendSupportedParameters = {},
): boolean {
  const namespace = parameters.namespace ?? config.state.activeNamespace
  if (!namespace) return false
  if (namespace === 'eip155') return true
  return config._internal.adapters[namespace]?.sendToken !== undefined
}
