import { formatUnits, type Network } from '@latch/common'
import type { Transaction } from '@latch/core'

/** What toSolanaActivity reads of a landed transaction (getTransaction, json). */
export type SolanaLandedTransaction = {
  signature: string
  /** Unix seconds; null where the node does not know it. */
  blockTime: bigint | number | null
  /** The transaction's error; null when it succeeded. */
  err: unknown
  /** Static keys, then the loaded ones (the order of the balances). */
  accountKeys: readonly string[]
  preBalances: readonly (bigint | number)[]
  postBalances: readonly (bigint | number)[]
  /** Lamports, paid by the first account (the fee payer). */
  fee: bigint | number
}

/**
 * One transaction of `owner`'s history in the Latch API's shape, from the
 * SOL balances before and after it (any Solana RPC reports them): sent
 * when the owner's lamports fell by more than the fee it paid, received
 * when they rose; the counterparty is the account whose balance moved the
 * other way the most. Without a SOL movement (an SPL transfer, a program
 * call) there is no transfer: a plain "Transaction" row.
 */
export function toSolanaActivity(
  landed: SolanaLandedTransaction,
  owner: string,
  network: Network,
): Transaction {
  const { accountKeys, preBalances, postBalances } = landed
  // Each account's lamports after minus before, the fee given back to
  // its payer (the fee is no transfer).
  const moved = (index: number) =>
    BigInt(postBalances[index] ?? 0) -
    BigInt(preBalances[index] ?? 0) +
    (index === 0 ? BigInt(landed.fee) : 0n)
  const self = accountKeys.indexOf(owner)
  const own = self < 0 ? 0n : moved(self)
  const direction = own < 0n ? 'out' : own > 0n ? 'in' : undefined
  let counterparty: string | undefined
  let largest = 0n
  accountKeys.forEach((key, index) => {
    if (index === self || !direction) return
    const opposite = direction === 'out' ? moved(index) : -moved(index)
    if (opposite > largest) {
      largest = opposite
      counterparty = key
    }
  })
  const { decimals, name, symbol } = network.nativeCurrency
  const sender = direction === 'in' ? counterparty : owner
  const recipient = direction === 'in' ? owner : counterparty
  return {
    id: landed.signature,
    metadata: {
      operationType: direction === 'in' ? 'receive' : 'send',
      hash: landed.signature,
      minedAt: new Date(Number(landed.blockTime ?? 0) * 1000).toISOString(),
      sentFrom: sender,
      sentTo: recipient,
      status: landed.err === null ? 'confirmed' : 'failed',
      chain: network.caipNetworkId,
    },
    transfers: direction
      ? [
          {
            direction,
            sender,
            recipient,
            fungible_info: { name, symbol },
            quantity: { numeric: formatUnits(own < 0n ? -own : own, decimals) },
          },
        ]
      : [],
  }
}
