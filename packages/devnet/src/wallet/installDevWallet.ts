import type { Hex } from 'viem'
import { devSolanaAccounts } from '../solana/devSolanaAccounts.js'
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
import type { SolanaDevWallet } from './solana/createSolanaDevWallet.js'
import { SOLANA_LOCALNET_RPC_URL } from './solana/solanaDevWalletChains.js'
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
  /**
   * ERC-7715 smart sessions by EIP-7702 (the EOA upgrades itself to the
   * Delegation Framework's EIP7702StatelessDeleGator on its first grant).
   * @default false
   */
  smartSessions?: boolean
  /** Where the approval panel goes. @default document.body */
  container?: HTMLElement
  /**
   * The Solana side: a Wallet Standard wallet (same name and icon) for the
   * local Solana chain and the public clusters, signing with dev Solana
   * account `accountIndex` and sending to `rpcUrl` for the local chain.
   * Loaded on demand (it brings @solana/kit). `false` leaves it out.
   * @default { rpcUrl: 'http://127.0.0.1:8899', accountIndex: 0 }
   */
  solana?: { rpcUrl?: string; accountIndex?: number } | false
}

/** The dev wallet's Solana side, as `window.latchDevWallet.solana`. */
export type SolanaDevWalletHandle = {
  /** Base58 address of the signing dev Solana account. */
  address: string
  /** Resolves once the wallet is registered with the Wallet Standard. */
  ready: Promise<SolanaDevWallet>
  /** Disconnects the page as if from the wallet UI. */
  disconnect(): void
}

export type DevWalletHandle = {
  provider: DevWalletProvider
  info: EIP6963ProviderInfo
  setChain: DevWallet['setChain']
  setAccount: DevWallet['setAccount']
  disconnect: DevWallet['disconnect']
  /** The Solana side, unless installed with `solana: false`. */
  solana?: SolanaDevWalletHandle
  /**
   * Stops announcing, unregisters the Solana wallet, removes the panel and
   * `window.latchDevWallet`.
   */
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
    ...(parameters.smartSessions ? { smartSessions: true } : {}),
  })
  const info: EIP6963ProviderInfo = Object.freeze({
    uuid: crypto.randomUUID(),
    name: 'Latch Dev Wallet',
    icon: devWalletIcon,
    rdns: 'dev.latch.wallet',
  })
  const stopAnnouncing = announceProvider({ info, provider: wallet.provider })
  const confirm = prompt ? prompt.confirm : async () => true
  let uninstalled = false
  let unregisterSolana: (() => void) | undefined
  let solana: SolanaDevWalletHandle | undefined
  if (parameters.solana !== false) {
    const { rpcUrl = SOLANA_LOCALNET_RPC_URL, accountIndex = 0 } =
      parameters.solana ?? {}
    const ready = import('./solana/registerSolanaDevWallet.js')
      .then(({ registerSolanaDevWallet }) =>
        registerSolanaDevWallet({ confirm, rpcUrl, accountIndex }),
      )
      .then((registered) => {
        unregisterSolana = registered.unregister
        if (uninstalled) registered.unregister()
        return registered
      })
    // A browser without WebCrypto Ed25519 keeps the EVM wallet working.
    ready.catch((error) =>
      console.warn('Latch Dev Wallet: the Solana side is unavailable', error),
    )
    solana = {
      address: devSolanaAccounts[accountIndex]?.address ?? '',
      ready,
      disconnect: () => void ready.then((s) => s.disconnect()),
    }
  }
  const target = window as DevWalletWindow
  const handle: DevWalletHandle = {
    provider: wallet.provider,
    info,
    setChain: wallet.setChain,
    setAccount: wallet.setAccount,
    disconnect: wallet.disconnect,
    ...(solana && { solana }),
    uninstall() {
      uninstalled = true
      stopAnnouncing()
      unregisterSolana?.()
      prompt?.destroy()
      if (target.latchDevWallet === handle) delete target.latchDevWallet
    },
  }
  target.latchDevWallet = handle
  return handle
}
