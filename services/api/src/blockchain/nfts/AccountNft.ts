/** One NFT an account holds: an entry of GET /v1/account/{address}/nfts. */
export type AccountNft = {
  /** CAIP-2 chain id, e.g. eip155:31337. */
  chainId: string
  /** Checksummed collection contract. */
  contract: string
  /** Decimal token id. */
  tokenId: string
  standard: 'erc721' | 'erc1155'
  /** Decimal count held (1 for ERC-721). */
  amount: string
  /** The metadata's name, else `<collection> #<id>`. */
  name: string
  /** The metadata's description; '' when none. */
  description: string
  collection: { name: string | null; symbol: string | null }
  /** The metadata's http(s) image; null when none or unreadable. */
  imageUrl: string | null
}
