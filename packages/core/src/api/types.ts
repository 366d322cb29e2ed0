// Response shapes of the Latch API (SPEC §3, §7). Field names follow the
// wire format, so they are not camelCased everywhere.

/** A wallet of the directory (GET /getWallets). */
export type WalletRecord = {
  readonly id: string
  readonly name: string
  readonly image_id?: string | null | undefined
  readonly image_url?: string | null | undefined
  readonly rdns?: string | null | undefined
  readonly homepage?: string | null | undefined
  readonly mobile_link?: string | null | undefined
  readonly desktop_link?: string | null | undefined
  readonly webapp_link?: string | null | undefined
  /**
   * The universal link the wallet takes WalletConnect link-mode messages on
   * (`WalletConnectWallet.linkMode`).
   */
  readonly link_mode?: string | null | undefined
  /**
   * Store and site links: `universal` (the phone app's universal link),
   * `homepage`, `chrome`/`browser` (the extension's store page), …
   */
  readonly app_urls?: Readonly<Record<string, string>> | undefined
  /** The browser extension's store page (`app_urls.chrome`/`browser`). */
  readonly chrome_store?: string | null | undefined
  /** CAIP-2 ids of the chains the wallet supports. */
  readonly chains?: readonly string[] | undefined
  /** Chain namespaces of `chains` (`eip155`, `solana`, `bip122`, …). */
  readonly namespaces?: readonly string[] | undefined
  readonly badge_type?: string | null | undefined
}

/** A fungible balance (GET /v1/account/{address}/balance, SPEC §3): the wire type shared with latch-api. */
export type { TokenBalance } from '@latch/common'

/** One transfer of a transaction (GET /v1/account/{account}/history). */
export type TransactionTransfer = {
  readonly direction?: 'in' | 'out' | 'self' | string | undefined
  /** Who sent and who got this transfer (for a token, not the contract). */
  readonly sender?: string | undefined
  readonly recipient?: string | undefined
  readonly fungible_info?:
    | {
        readonly name?: string | undefined
        readonly symbol?: string | undefined
        readonly icon?: { readonly url?: string | undefined } | undefined
      }
    | null
    | undefined
  readonly nft_info?:
    | {
        readonly name?: string | undefined
        readonly collection?: { readonly name?: string | undefined } | undefined
        readonly token_id?: string | undefined
        /** The token's image (`preview.url`), from its metadata. */
        readonly content?:
          | {
              readonly preview?:
                | { readonly url?: string | undefined }
                | undefined
            }
          | undefined
        readonly flags?: { readonly is_spam?: boolean | undefined } | undefined
      }
    | null
    | undefined
  readonly quantity?: { readonly numeric?: string | undefined } | undefined
  readonly value?: number | null | undefined
  readonly price?: number | null | undefined
}

/**
 * An NFT the account holds (GET /v1/account/{address}/nfts, or the
 * wallet's `wallet_getAssets` where it offers it).
 */
export type Nft = {
  /** CAIP-2 network id. */
  readonly chainId: string
  readonly contract: string
  /** Decimal token id. */
  readonly tokenId: string
  readonly standard: 'erc721' | 'erc1155' | (string & {})
  /** Decimal count held. */
  readonly amount: string
  readonly name: string
  readonly description?: string | undefined
  readonly collection: {
    readonly name: string | null
    readonly symbol?: string | null | undefined
  }
  readonly imageUrl: string | null
}

/** A transaction of the account history (SPEC §3). */
export type Transaction = {
  readonly id: string
  readonly metadata: {
    readonly operationType?: string | undefined
    readonly hash?: string | undefined
    /** ISO 8601 time the block was mined. */
    readonly minedAt: string
    readonly sentFrom?: string | undefined
    readonly sentTo?: string | undefined
    readonly status?: string | undefined
    /** CAIP-2 network id. */
    readonly chain?: string | undefined
  }
  readonly transfers: readonly TransactionTransfer[]
}

/** GET /v1/identity/{address}. */
export type Identity = {
  readonly name: string | null
  readonly avatar: string | null
}

/** A registered name (resolve, reverse, register). */
export type NameRecord = {
  readonly name: string
  readonly registered?: number | undefined
  readonly updated?: number | undefined
  /** Addresses by coin type. */
  readonly addresses: Readonly<
    Record<string, { readonly address: string; readonly created?: number }>
  >
  readonly attributes?: Readonly<Record<string, string>> | undefined
}

/** One suggestion of GET /v1/profile/suggestions/{name}. */
export type NameSuggestion = {
  readonly name: string
  readonly registered: boolean
}
