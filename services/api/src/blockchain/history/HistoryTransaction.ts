/** A transfer inside a history transaction, seen from the account. */
export type HistoryTransfer = {
  fungible_info?: { name: string; symbol: string; icon?: { url: string } }
  direction: 'in' | 'out'
  /** Who sent and who got this transfer (for a token, not the contract). */
  sender: string
  recipient: string
  quantity: { numeric: string }
  /** USD value at the configured (current) price. */
  value?: number
  /** USD price of one token (current, not historical). */
  price?: number
  /**
   * On NFT transfers (ERC-721 / ERC-1155: name, collection, token id,
   * standard, preview image; `quantity` is the count) and on transfers of
   * tokens in the chain's spam list (`flags.is_spam` true).
   */
  nft_info?: {
    name?: string
    collection?: { name: string }
    token_id?: string
    standard?: 'erc721' | 'erc1155'
    content?: { preview: { url: string } }
    flags: { is_spam: boolean }
  }
}

/** What the transaction did for the account. */
export type OperationType =
  | 'send'
  | 'receive'
  | 'trade'
  | 'mint'
  | 'burn'
  | 'approve'
  | 'deploy'
  | 'execute'

/** One entry of GET /v1/account/{address}/history (SPEC §3). */
export type HistoryTransaction = {
  /** `<CAIP-2 chain>:<hash>`, unique across chains. */
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    /** ISO 8601 block time. */
    minedAt: string
    sentFrom: string
    /** Recipient; '' for a contract deployment. */
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    /** CAIP-2 chain id. */
    chain: string
  }
  transfers: HistoryTransfer[]
}
