import { type Address, formatTransactionRequest, type Hex } from 'viem'

/** A transaction as the actions take it (quantities as bigint). */
export type TransactionRequest = {
  /** Recipient; leave out to deploy a contract. */
  to?: Address | undefined
  /** Wei to send. @default 0n */
  value?: bigint | undefined
  /** Call data (from `encodeFunctionData`). */
  data?: Hex | undefined
  /** Gas limit. @default estimated by the wallet */
  gas?: bigint | undefined
  /** @default the wallet's next nonce */
  nonce?: number | undefined
  /** Legacy gas price; leave out for EIP-1559 fees. */
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * The `eth_sendTransaction` / `eth_estimateGas` parameter object: hex
 * quantities by viem's own formatter, undefined fields left out.
 */
export function toRpcTransaction(
  from: Address | undefined,
  transaction: TransactionRequest,
): Record<string, string> {
  const formatted = formatTransactionRequest({
    ...(from ? { from } : {}),
    ...transaction,
  } as Parameters<typeof formatTransactionRequest>[0])
  return Object.fromEntries(
    Object.entries(formatted).filter(([, value]) => value !== undefined),
  ) as Record<string, string>
}
