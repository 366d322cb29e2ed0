import { type Config, getWalletConnectState } from '@latch/core'

/**
 * Resolves with the next WalletConnect pairing URI `config` offers (the
 * current one at once, unless it is `previous`).
 */
export function nextPairingUri(
  config: Config,
  previous?: string,
): Promise<string> {
  return new Promise((resolve) => {
    const check = () => {
      const { wcUri } = getWalletConnectState(config)
      if (!wcUri || wcUri === previous) return
      off()
      resolve(wcUri)
    }
    const off = config.subscribe((s) => s.walletConnect, check)
    queueMicrotask(check)
  })
}
