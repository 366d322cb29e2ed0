import { type Address, type Hex, isAddressEqual, size } from 'viem'
import type {
  EvmCallReview,
  EvmTransactionReview,
  ReviewAssetChange,
  ReviewDecodedCall,
  ReviewWarning,
} from '../../embeddedProtocol/review.js'
import { type DecodedEvmCall, decodeEvmCall } from '../../evm/decodeEvmCall.js'
import { decodeSwapCall } from '../../evm/decodeSwapCall.js'
import type { AssetDelta } from '../../evm/sumTransferLogs.js'
import { formatUnits } from '../../format/formatUnits.js'
import { revealInvisibleCharacters } from '../../format/revealInvisibleCharacters.js'
import { reviewSwapCall } from './reviewSwapCall.js'

/** One transaction with the fields that are signed (those it has). */
export type EvmTransactionFields = {
  to?: Address | null | undefined
  data?: Hex | undefined
  value?: bigint | undefined
  gas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  /** Legacy (type 0) transactions, instead of the two EIP-1559 fees. */
  gasPrice?: bigint | undefined
  nonce?: number | undefined
}

/** What a token contract says about itself (absent when it says nothing). */
export type EvmTokenInfo = {
  symbol?: string | undefined
  decimals?: number | undefined
}

/** What a simulation of the calls, in order, found for the user. */
export type EvmSimulationResult = {
  /** Net change per asset ('native' or the ERC-20 contract). */
  changes: readonly AssetDelta[]
  /** 1-based calls that revert, with the node's reason. */
  reverted: readonly { call: number; reason?: string | undefined }[]
}

export type DescribeEvmTransactionsParameters = {
  chainId: number
  /** @default { symbol: 'ETH', decimals: 18 } */
  currency?: { symbol: string; decimals: number } | undefined
  /** What will be signed, one per call. */
  transactions: readonly EvmTransactionFields[]
  /** Symbol and decimals of the tokens involved, by lowercase address. */
  tokens?: Readonly<Record<string, EvmTokenInfo>> | undefined
  /** Why the gas and fees could not be set. */
  feeError?: string | undefined
  /** `pending` while it runs; absent: no simulation. */
  simulation?: EvmSimulationResult | 'pending' | undefined
  /** USD per unit of the currency (absent or 0: no USD figure). */
  price?: number | undefined
  /**
   * The account that signs (the EOA, or the smart account the calls run
   * from): a swap paying anyone else is warned about. Absent: no check.
   */
  account?: Address | undefined
  /**
   * The chain's wrapped native currency (WETH9): a V3 swap from it, paid
   * with the call's value, is shown as paying the currency itself.
   */
  wrappedNative?: Address | undefined
}

const ETH = { symbol: 'ETH', decimals: 18 }

/** bigint fields of a decoded call as decimal strings (JSON). */
function toReview(
  decoded: DecodedEvmCall,
  info: EvmTokenInfo | undefined,
): ReviewDecodedCall {
  const review = Object.fromEntries(
    Object.entries(decoded).map(([key, value]) => [
      key,
      typeof value === 'bigint'
        ? value.toString()
        : Array.isArray(value)
          ? value.map(String)
          : value,
    ]),
  ) as ReviewDecodedCall
  if (decoded.standard === 'erc20') {
    if (info?.symbol !== undefined) review.symbol = info.symbol
    if (info?.decimals !== undefined) review.decimals = info.decimals
  }
  return review
}

/**
 * The approval screen's view of EVM transactions, from the fields that
 * are signed: per call the receiver, value, calldata, the token call it
 * names (`decodeEvmCall`, with the symbol and decimals `tokens` knows),
 * gas, fees (EIP-1559 or legacy gas price), nonce when fixed, and its max
 * network fee (gas × max fee per gas); a swap router call it names
 * (`decodeSwapCall`: tokens in and out, amount in, minimum received,
 * recipient, deadline); the total max fee in the currency and in USD
 * (`price`), or why the fees are unknown; the simulation's balance
 * changes of the user; warnings for unlimited approvals and operator
 * grants, for swaps paying another address than `account`, and for calls
 * the simulation sees revert. A plain JSON object (amounts as decimal
 * strings).
 *
 * @example
 * describeEvmTransactions({ chainId: 1, transactions: [{ to, data, value: 0n,
 *   gas: 46_000n, maxFeePerGas: 2n * 10n ** 9n }] }).maxFee // '92000000000000'
 */
export function describeEvmTransactions({
  chainId,
  currency = ETH,
  transactions,
  tokens = {},
  feeError,
  simulation,
  price = 0,
  account,
  wrappedNative,
}: DescribeEvmTransactionsParameters): EvmTransactionReview {
  const infoOf = (token: string) => tokens[token.toLowerCase()]
  const warnings: ReviewWarning[] = []
  let total: bigint | undefined = 0n
  const calls = transactions.map((tx, index): EvmCallReview => {
    const perGas = tx.gasPrice ?? tx.maxFeePerGas
    const maxFee =
      tx.gas !== undefined && perGas !== undefined ? tx.gas * perGas : undefined
    total =
      maxFee === undefined || total === undefined ? undefined : total + maxFee
    const decoded = decodeEvmCall({ to: tx.to, data: tx.data })
    if (decoded && 'unlimited' in decoded && decoded.unlimited) {
      const symbol = infoOf(decoded.token)?.symbol
      warnings.push({
        kind: 'unlimitedApproval',
        token: decoded.token,
        spender: 'spender' in decoded ? decoded.spender : decoded.operator,
        call: index + 1,
        ...(symbol !== undefined && { symbol }),
        ...(decoded.kind === 'setApprovalForAll' && { operator: true }),
      })
    }
    const swap = decoded
      ? undefined
      : decodeSwapCall({
          to: tx.to,
          data: tx.data,
          value: tx.value,
          wrappedNative,
        })
    if (swap && account && !isAddressEqual(swap.recipient, account))
      warnings.push({
        kind: 'swapRecipient',
        call: index + 1,
        recipient: swap.recipient,
      })
    const fee = (key: string, value: bigint | undefined) =>
      value === undefined ? {} : { [key]: value.toString() }
    return {
      to: tx.to ?? null,
      value: (tx.value ?? 0n).toString(),
      ...(tx.data && { data: tx.data }),
      dataBytes: tx.data ? size(tx.data) : 0,
      ...(decoded && { decoded: toReview(decoded, infoOf(decoded.token)) }),
      ...(swap && { swap: reviewSwapCall(swap, currency, infoOf) }),
      ...fee('gas', tx.gas),
      ...(tx.gasPrice === undefined
        ? {
            ...fee('maxFeePerGas', tx.maxFeePerGas),
            ...fee('maxPriorityFeePerGas', tx.maxPriorityFeePerGas),
          }
        : fee('gasPrice', tx.gasPrice)),
      ...(tx.nonce !== undefined && { nonce: tx.nonce }),
      ...fee('maxFee', maxFee),
    }
  })
  if (feeError !== undefined || calls.length === 0) total = undefined
  const result = typeof simulation === 'object' ? simulation : undefined
  // A revert reason is the contract's own text: shown as it is.
  const reveal = (text: string) => revealInvisibleCharacters(text).text
  for (const { call, reason } of result?.reverted ?? [])
    warnings.push({
      kind: 'simulationReverted',
      call,
      ...(reason !== undefined && { reason: reveal(reason) }),
    })
  const changes = result?.changes.map(({ token, delta }): ReviewAssetChange => {
    const info = token === 'native' ? currency : infoOf(token)
    return {
      token,
      delta: delta.toString(),
      ...(info?.symbol !== undefined && { symbol: info.symbol }),
      ...(info?.decimals !== undefined && { decimals: info.decimals }),
    }
  })
  const maxFee = total as bigint | undefined
  return {
    namespace: 'eip155',
    kind: 'transaction',
    chainId,
    currency: { symbol: currency.symbol, decimals: currency.decimals },
    calls,
    ...(maxFee !== undefined && { maxFee: maxFee.toString() }),
    ...(maxFee !== undefined &&
      price > 0 && {
        maxFeeUsd: Number(formatUnits(maxFee, currency.decimals)) * price,
      }),
    ...(feeError !== undefined && { feeError: reveal(feeError) }),
    simulation: changes
      ? { status: 'ok', changes }
      : simulation === 'pending'
        ? { status: 'pending' }
        : { status: 'unavailable' },
    warnings,
  }
}
