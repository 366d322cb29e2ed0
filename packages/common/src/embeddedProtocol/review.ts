/**
 * What the embedded-wallet service answers from POST /v1/embedded/rpc/prepare:
 * its own decoding of exactly the request it stored and will sign. The
 * frame words it (frame/text.ts); no display strings travel. Amounts are
 * decimal strings of base units (JSON has no bigint). The EVM describers
 * of `@latch/common/describe` build these reviews for every approval
 * screen (the reference wallet and the dev wallet too).
 */
export type EmbeddedReview =
  | EvmTransactionReview
  | EvmMessageReview
  | EvmTypedDataReview
  | EvmPermissionsReview
  | SolanaReview

/**
 * A solana_* request: what `describeSolanaRequest` of
 * `@latch/solana/transactions` returns (its `SolanaRequestReview`), with
 * the service's simulation of each transaction.
 */
export type SolanaReview = { namespace: 'solana' } & Record<string, unknown>

/** Something the user should read before approving. */
export type ReviewWarning =
  /** An ERC-20 approval/permit ≥ 2^255, or an NFT operator grant. */
  | {
      kind: 'unlimitedApproval'
      token: string
      spender: string
      /** 1-based call of a batch; absent for typed data (a permit). */
      call?: number | undefined
      /** The token's symbol, when its contract says it. */
      symbol?: string | undefined
      /** setApprovalForAll: `spender` may move every token of the collection. */
      operator?: boolean | undefined
    }
  /** The simulation says this call reverts. */
  | { kind: 'simulationReverted'; call: number; reason?: string | undefined }
  /** A swap pays what it buys to another address than the signing account. */
  | { kind: 'swapRecipient'; call: number; recipient: string }
  /** Typed-data `message` fields outside types[primaryType]: not signed. */
  | { kind: 'ignoredFields'; count: number }
  /** Bidi controls / zero-width characters shown as ⟨U+XXXX⟩. */
  | { kind: 'invisibleCharacters'; count: number }
  /** A typed-data domain for another chain than the one in use. */
  | { kind: 'otherChain'; signedFor: number; current: number }
  /**
   * Typed data that will not be signed: not EIP-712 JSON (`unreadable`),
   * EIP712Domain as primary type (`domain`), refused by viem (`invalid`,
   * with its reason), more fields or depth than a screen shows
   * (`tooLarge`).
   */
  | {
      kind: 'typedDataRefused'
      reason: 'unreadable' | 'domain' | 'invalid' | 'tooLarge'
      detail: string
    }

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

/** One side of a decoded swap: 'native' (the currency) or an ERC-20. */
export type ReviewSwapToken = {
  token: 'native' | string
  symbol?: string | undefined
  decimals?: number | undefined
}

/**
 * A swap router call (@latch/common decodeSwapCall, amounts as strings):
 * it takes `amountIn` of `tokenIn` and pays at least `amountOutMinimum`
 * of `tokenOut` to `recipient` before `deadline` (unix seconds), or
 * reverts.
 */
export type ReviewSwap = {
  protocol: 'uniswap-v2' | 'uniswap-v3'
  /** The router function that swaps. */
  kind: string
  tokenIn: ReviewSwapToken
  tokenOut: ReviewSwapToken
  /** The tokens it goes through, in order. */
  path: string[]
  amountIn: string
  amountOutMinimum: string
  recipient: string
  deadline: string
}

/**
 * One call as it will be signed. Gas and fees are absent while a wallet
 * still sets them; the nonce is absent when the node's next one is taken
 * at send time.
 */
export type EvmCallReview = {
  /** Receiver; null = contract creation. */
  to: string | null
  /** Native value in wei. */
  value: string
  /** The calldata, hex. */
  data?: string | undefined
  dataBytes: number
  decoded?: ReviewDecodedCall | undefined
  /** A swap router call decoded from `data`. */
  swap?: ReviewSwap | undefined
  gas?: string | undefined
  maxFeePerGas?: string | undefined
  maxPriorityFeePerGas?: string | undefined
  /** A legacy (type 0) transaction's gas price, instead of the two above. */
  gasPrice?: string | undefined
  nonce?: number | undefined
  /** gas × (maxFeePerGas or gasPrice), in wei: the most this call can pay the network. */
  maxFee?: string | undefined
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
  /** Sum of the calls' maxFee, in wei; absent until every call has its fees. */
  maxFee?: string | undefined
  /** Why the fees could not be set (then no maxFee). */
  feeError?: string | undefined
  /** maxFee in USD where the service has a price for the currency. */
  maxFeeUsd?: number | undefined
  simulation:
    | { status: 'ok'; changes: ReviewAssetChange[] }
    | { status: 'unavailable' }
    /** A wallet still simulating. */
    | { status: 'pending' }
  warnings: ReviewWarning[]
  /**
   * The calls go as one ERC-4337 user operation of this smart account:
   * atomic (all or none), deploying the account first when `deploys`;
   * `maxFee` is then what the operation can cost the user (no per-call
   * fees; 0 when sponsored).
   */
  smartAccount?:
    | {
        address: string
        deploys: boolean
        atomic: true
        /** A paymaster pays the gas (`maxFee` is then 0); its name, when it gave one. */
        sponsor?: { name: string } | undefined
      }
    | undefined
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

/**
 * wallet_grantPermissions / wallet_requestExecutionPermissions: a session
 * of `account` (the user's smart account) for `sessionKey`, enforced on
 * chain by the delegation's caveats. The frame's catalogue wording for it
 * is still to come.
 */
export type EvmPermissionsReview = {
  namespace: 'eip155'
  kind: 'permissions'
  chainId: number
  account: string
  /** The dapp's key that may redeem the session. */
  sessionKey: string
  /** Unix seconds: the session fails on chain from then on. */
  expiry: number
  limits: (
    | { kind: 'nativeTotal'; amount: string; symbol: string; decimals: number }
    | {
        kind: 'nativePeriod'
        amount: string
        symbol: string
        decimals: number
        /** Seconds. */
        period: number
        start: number
      }
    | { kind: 'erc20Total'; token: string; amount: string }
    | { kind: 'calls'; targets: string[]; selectors: string[] }
  )[]
  /** The account is deployed first (one user operation) so DelegationManager can check its signature. */
  deploys: boolean
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
