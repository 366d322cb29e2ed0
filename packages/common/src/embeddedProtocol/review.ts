/**
 * What the embedded-wallet service answers from POST /v1/embedded/rpc/prepare:
 * its own decoding of exactly the request it stored and will sign. The
 * frame words it (frame/text.ts); no display strings travel. Amounts are
 * decimal strings of base units (JSON has no bigint).
 */
export type EmbeddedReview =
  | EvmTransactionReview
  | EvmMessageReview
  | EvmTypedDataReview
  | SolanaReview

/** A solana_* request: whatever the service's Solana describer returns. */
export type SolanaReview = { namespace: 'solana' } & Record<string, unknown>

/** Something the user should read before approving. */
export type ReviewWarning =
  /** An ERC-20 approval/permit ≥ 2^255, or an NFT operator grant. */
  | {
      kind: 'unlimitedApproval'
      token: string
      spender: string
      /** 1-based call of a batch; absent for typed data. */
      call?: number | undefined
    }
  /** The simulation says this call reverts. */
  | { kind: 'simulationReverted'; call: number; reason?: string | undefined }
  /** Typed-data `message` fields outside types[primaryType]: not signed. */
  | { kind: 'ignoredFields'; count: number }
  /** Bidi controls / zero-width characters shown as ⟨U+XXXX⟩. */
  | { kind: 'invisibleCharacters'; count: number }
  /** A typed-data domain for another chain than the one in use. */
  | { kind: 'otherChain'; signedFor: number; current: number }

/** A decoded token call (@latch/common decodeEvmCall, amounts as strings). */
export type ReviewDecodedCall = {
  standard: 'erc20' | 'erc721' | 'erc1155'
  kind: string
  token: string
  symbol?: string | undefined
  decimals?: number | undefined
  from?: string | undefined
  to?: string | undefined
  spender?: string | undefined
  operator?: string | undefined
  owner?: string | undefined
  approved?: boolean | undefined
  amount?: string | undefined
  tokenId?: string | undefined
  ids?: string[] | undefined
  amounts?: string[] | undefined
  deadline?: string | undefined
  unlimited?: boolean | undefined
}

/** One call as it will be signed (nonce comes from the node at send time). */
export type EvmCallReview = {
  /** Receiver; null = contract creation. */
  to: string | null
  /** Native value in wei. */
  value: string
  dataBytes: number
  decoded?: ReviewDecodedCall | undefined
  gas: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
  /** gas × maxFeePerGas, in wei: the most this call can pay the network. */
  maxFee: string
}

/** An asset change of the user's account from the node's simulation. */
export type ReviewAssetChange = {
  /** 'native' or the ERC-20 contract. */
  token: 'native' | string
  symbol?: string | undefined
  decimals?: number | undefined
  /** Signed decimal base units: negative leaves the account. */
  delta: string
}

/** eth_sendTransaction (one call) or wallet_sendCalls (each call). */
export type EvmTransactionReview = {
  namespace: 'eip155'
  kind: 'transaction'
  chainId: number
  currency: { symbol: string; decimals: number }
  calls: EvmCallReview[]
  /** Sum of the calls' maxFee, in wei. */
  maxFee: string
  /** maxFee in USD where the service has a price for the currency. */
  maxFeeUsd?: number | undefined
  simulation:
    | { status: 'ok'; changes: ReviewAssetChange[] }
    | { status: 'unavailable' }
  warnings: ReviewWarning[]
}

/** personal_sign: UTF-8 text (invisible characters revealed) or hex. */
export type EvmMessageReview = {
  namespace: 'eip155'
  kind: 'message'
  text?: string | undefined
  hex?: string | undefined
  warnings: ReviewWarning[]
}

/** One typed-data field as signed: a value, or a struct's own fields. */
export type ReviewField = {
  name: string
  type: string
  value?: string | undefined
  fields?: ReviewField[] | undefined
}

/** eth_signTypedData_v4: only the fields of types[primaryType]. */
export type EvmTypedDataReview = {
  namespace: 'eip155'
  kind: 'typedData'
  primaryType: string
  domain: ReviewField[]
  fields: ReviewField[]
  warnings: ReviewWarning[]
}

/** The answer of POST /v1/embedded/rpc/prepare. */
export type PreparedRequest = {
  /** Pass as `prepared` to POST /v1/embedded/rpc (single use). */
  id: string
  /** Epoch milliseconds. */
  expiresAt: number
  review: EmbeddedReview
}
