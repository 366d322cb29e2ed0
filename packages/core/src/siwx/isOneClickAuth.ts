import type { Network } from '@latch/common'
import type { Config } from '../types/config.js'
import type { SIWXConfig } from './types.js'

/** Whether one-click auth applies: sign-in on, every network eip155 (SPEC §5). */
export function canAuthenticate(
  siwx: SIWXConfig | undefined,
  networks: readonly Network[],
): siwx is SIWXConfig {
  return (
    siwx !== undefined &&
    networks.every((n) => n.caipNetworkId.startsWith('eip155:'))
  )
}

/**
 * Whether a WalletConnect pairing of `config` asks the wallet to connect
 * and sign in with one approval (wc_sessionAuthenticate), so the modal
 * shows ConnectingSiwe instead of ConnectingWalletConnect. Wallets without
 * it still connect, then sign in as a second step.
 *
 * @example
 * if (isOneClickAuth(config)) ConnectingSiweView.preload()
 */
export function isOneClickAuth(config: Config): boolean {
  return canAuthenticate(config.options.siwx, config.networks)
}
