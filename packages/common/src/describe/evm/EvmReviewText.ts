import type {
  ReviewDecodedCall,
  ReviewWarning,
} from '../../embeddedProtocol/review.js'

/**
 * The words of an EVM approval screen: each screen's message catalogue
 * provides them (the reference wallet's `messages`, the frame's
 * `frameText`, the dev wallet's `devWalletText`), `wordEvmReview` lays
 * them out.
 */
export type EvmReviewText = {
  /** The screen's title; `count`: the calls of a transaction request. */
  title(method: string, count: number): string
  message: string
  domain: string
  primaryType: string
  /** The label of a typed-data field: its path (`to.wallet`) and type. */
  typedField(path: string, type: string): string
  /** Prefix of each call's lines in a batch. */
  call(index: number): string
  to: string
  newContract: string
  value: string
  action: string
  /** A decoded token call in words; `amount` already worded. */
  actionOf(call: ReviewDecodedCall, amount: string | undefined): string
  token: string
  owner: string
  from: string
  spender: string
  operator: string
  tokenId: string
  amount: string
  deadline: string
  /** An approval of everything the owner holds of `token`. */
  unlimited(symbol: string | undefined, token: string): string
  /** `amount` formatted with the token's decimals and `symbol`, or base units (no symbol). */
  tokenAmount(amount: string, symbol: string | undefined, token: string): string
  nativeAmount(amount: string, symbol: string): string
  data: string
  /** The calldata (hex) and its size. */
  dataValue(data: string | undefined, bytes: number): string
  gasLimit: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
  gasPrice: string
  gwei(amount: string): string
  nonce: string
  maxNetworkFee: string
  usd(usd: number): string
  estimating: string
  feeUnavailable(reason: string): string
  balanceChanges: string
  simulating: string
  simulationUnavailable: string
  noBalanceChanges: string
  /** One simulated change: `amount` already worded (native or token). */
  balanceChange(negative: boolean, amount: string): string
  warnings: {
    [kind in ReviewWarning['kind']]: (
      warning: Extract<ReviewWarning, { kind: kind }>,
      /** Whether the request is a batch of calls. */
      batch: boolean,
    ) => string
  }
}
