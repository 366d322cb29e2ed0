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
  /** Store and site links: `browser`, `ios`, `android`, `homepage`, … */
  app_urls?: Record<string, string>
  /** CAIP-2 chain ids the wallet supports. */
  chains: string[]
  /** `certified` or `none`. */
  badge_type?: string
}
