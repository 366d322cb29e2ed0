import type { BitcoinProvider } from '@latch/core'
import type { InjectedBitcoinWallet } from './types.js'

/**
 * An injected Bitcoin wallet whose code loads on first use: discovery
 * only names the wallet, and what talks to it (answer checks, encodings)
 * arrives when the person connects or the app signs.
 */
export function lazyBitcoinWallet(
  info: { id: string; name: string; icon?: string | undefined },
  load: () => Promise<InjectedBitcoinWallet>,
): InjectedBitcoinWallet {
  let loading: Promise<InjectedBitcoinWallet> | undefined
  const get = () => {
    loading ??= load()
    return loading
  }
  const provider: BitcoinProvider = {
    getAccountAddresses: async (p) =>
      (await get()).provider.getAccountAddresses(p),
    signMessage: async (p) => (await get()).provider.signMessage(p),
    signPsbt: async (p) => (await get()).provider.signPsbt(p),
    sendTransfer: async (p) => (await get()).provider.sendTransfer(p),
  }
  return {
    ...info,
    provider,
    connect: async (networks) => (await get()).connect(networks),
    restore: async (networks) => (await get()).restore(networks),
    disconnect: async () => (await get()).disconnect(),
    watch(networks, onChange) {
      let stop: (() => void) | undefined
      let stopped = false
      get().then(
        (wallet) => {
          if (!stopped) stop = wallet.watch(networks, onChange)
        },
        // The chunk failed to load: connect() reports it; nothing to watch.
        () => {},
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
