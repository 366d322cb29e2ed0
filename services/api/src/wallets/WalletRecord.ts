/** A wallet in the directory, as GET /getWallets returns it (SPEC §3). */
export type WalletRecord = {
  /** Stable slug, e.g. `metamask`. */
  id: string
  name: string
  /** Id for GET /getWalletImage/{image_id}. */
  image_id: string
  /** EIP-6963 reverse-DNS id; merges injected and directory wallets. */
  rdns: string | null
  /** Native deep link (`scheme://`) or universal link. */
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  /**
   * The universal link the wallet takes WalletConnect link-mode messages
   * on (`https://…`, no query), as the reference directory's `link_mode`.
   */
  link_mode: string | null
  /** Store and site links: `browser`, `ios`, `android`, `homepage`, … */
  app_urls?: Record<string, string>
  /** `app_urls.homepage`, top level as the reference client reads it. */
  homepage: string | null
  /** `app_urls.ios`: the App Store page. */
  app_store: string | null
  /** `app_urls.android`: the Play Store page. */
  play_store: string | null
  /** `app_urls.chrome` (else `app_urls.browser`): the extension's store page. */
  chrome_store: string | null
  /** Whether it connects over WalletConnect: it has a mobile, desktop or web link. */
  supports_wc: boolean
  /** CAIP-2 chain ids the wallet supports. */
  chains: string[]
  /** The chain namespaces of `chains` (`eip155`, `solana`, `bip122`, …), in order of first appearance. */
  namespaces: string[]
  /** `certified` or `none`. */
  badge_type?: string
}
