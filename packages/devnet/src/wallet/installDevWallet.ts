import type { Hex } from 'viem'
import {
  announceProvider,
  type EIP6963ProviderInfo,
} from './announceProvider.js'
import { createDevWalletPrompt } from './createDevWalletPrompt.js'
import {
  createDevWalletProvider,
  type DevWallet,
} from './createDevWalletProvider.js'
import { devWalletIcon } from './devWalletIcon.js'
import type { DevWalletChainInput, DevWalletProvider } from './types.js'

export type InstallDevWalletParameters = {
  /** Chains the wallet knows; the first is current. @default both devnets */
  chains?: readonly DevWalletChainInput[]
  /** Signing key. @default dev account `accountIndex` */
  privateKey?: Hex
  /** Which dev account (0–9) signs. @default 0 */
  accountIndex?: number
  /** Approve every request without showing the panel. @default false */
  autoApprove?: boolean
  /** Where the approval panel goes. @default document.body */
  container?: HTMLElement
}

export type DevWalletHandle = {
  provider: DevWalletProvider
  info: EIP6963ProviderInfo
  setChain: DevWallet['setChain']
  setAccount: DevWallet['setAccount']
  disconnect: DevWallet['disconnect']
  /** Stops announcing, removes the panel and `window.latchDevWallet`. */
  uninstall(): void
}

/** `window` with the installed wallet, for browser tests. */
export type DevWalletWindow = Window & { latchDevWallet?: DevWalletHandle }

/**
 * Injects the Latch Dev Wallet into the page: an EIP-1193 provider for the
 * Latch devnets, announced with EIP-6963 (rdns `dev.latch.wallet`), that asks
 * for approval in a small panel. Also sets `window.latchDevWallet`.
 */
export function installDevWallet(
  parameters: InstallDevWalletParameters = {},
): DevWalletHandle {
  const { autoApprove = false, container } = parameters
  const prompt = autoApprove
    ? undefined
    : createDevWalletPrompt(container ? { container } : {})
  const wallet = createDevWalletProvider({
    confirm: prompt ? prompt.confirm : async () => true,
    ...(parameters.chains ? { chains: parameters.chains } : {}),
    ...(parameters.privateKey ? { privateKey: parameters.privateKey } : {}),
    ...(parameters.accountIndex !== undefined
      ? { accountIndex: parameters.accountIndex }
      : {}),
  })
  const info: EIP6963ProviderInfo = Object.freeze({
    uuid: crypto.randomUUID(),
    name: 'Latch Dev Wallet',
    icon: devWalletIcon,
    rdns: 'dev.latch.wallet',
  })
  const stopAnnouncing = announceProvider({ info, provider: wallet.provider })
  const target = window as DevWalletWindow
  const handle: DevWalletHandle = {
    provider: wallet.provider,
    info,
    setChain: wallet.setChain,
    setAccount: wallet.setAccount,
    disconnect: wallet.disconnect,
    uninstall() {
      stopAnnouncing()
      prompt?.destroy()
      if (target.latchDevWallet === handle) delete target.latchDevWallet
    },
  }
  target.latchDevWallet = handle
  return handle
}
