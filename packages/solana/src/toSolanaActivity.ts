import { formatUnits, type Network } from '@latch/common'
import type { Transaction } from '@latch/core'

/** An SPL token account's balance around a transaction (its meta). */
type SolanaTokenBalanceRecord = {
  /** The token account's index in the transaction's account keys. */
  readonly accountIndex?: number | undefined
  readonly mint: string
  /** The wallet owning the token account. */
  readonly owner?: string | undefined
  readonly uiTokenAmount: {
    /** Base units, as a decimal string. */
    readonly amount: string
    readonly decimals: number
  }
}

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
  /** SPL token balances before and after, where the node reports them. */
  preTokenBalances?: readonly SolanaTokenBalanceRecord[] | undefined
  postTokenBalances?: readonly SolanaTokenBalanceRecord[] | undefined
}

type Movement = {
  direction: 'in' | 'out'
  /** Base units moved, positive. */
  units: bigint
  decimals: number
  counterparty: string | undefined
  name: string
  symbol: string
}

const units = (amount: string) => (/^\d+$/.test(amount) ? BigInt(amount) : 0n)

/**
 * Of the others' movements (`[who, after minus before]`), the one that
 * went the other way from the owner's `own` the most: its counterparty.
 */
function counterpartyOf(
  own: bigint,
  others: Iterable<readonly [string, bigint]>,
): string | undefined {
  let counterparty: string | undefined
  let largest = 0n
  for (const [other, delta] of others) {
    const opposite = own < 0n ? delta : -delta
    if (opposite > largest) {
      largest = opposite
      counterparty = other
    }
  }
  return counterparty
}

/**
 * The SPL token `owner` sent or received most of (by base units), from the
 * token balances around the transaction; the counterparty is the wallet
 * whose balance of that mint moved the other way the most. The chain has
 * no token names: the mint names it (as getSolanaTokenBalances does).
 */
function tokenMovement(
  landed: SolanaLandedTransaction,
  owner: string,
): Movement | undefined {
  // Per mint, per wallet: base units after minus before.
  const deltas = new Map<string, Map<string, bigint>>()
  const decimals = new Map<string, number>()
  const add = (records: readonly SolanaTokenBalanceRecord[], sign: bigint) => {
    for (const record of records) {
      if (!record.owner) continue
      const perOwner = deltas.get(record.mint) ?? new Map<string, bigint>()
      deltas.set(record.mint, perOwner)
      decimals.set(record.mint, record.uiTokenAmount.decimals)
      perOwner.set(
        record.owner,
        (perOwner.get(record.owner) ?? 0n) +
          sign * units(record.uiTokenAmount.amount),
      )
    }
  }
  add(landed.preTokenBalances ?? [], -1n)
  add(landed.postTokenBalances ?? [], 1n)
  let best: Movement | undefined
  for (const [mint, perOwner] of deltas) {
    const own = perOwner.get(owner) ?? 0n
    if (own === 0n) continue
    const moved = own < 0n ? -own : own
    if (best && moved <= best.units) continue
    best = {
      direction: own < 0n ? 'out' : 'in',
      units: moved,
      decimals: decimals.get(mint) ?? 0,
      counterparty: counterpartyOf(
        own,
        [...perOwner].filter(([other]) => other !== owner),
      ),
      name: mint,
      symbol: `${mint.slice(0, 4)}…`,
    }
  }
  return best
}

/**
 * One transaction of `owner`'s history in the Latch API's shape, from the
 * SOL balances before and after it (any Solana RPC reports them): sent
 * when the owner's lamports fell by more than the fee it paid, received
 * when they rose; the counterparty is the account whose balance moved the
 * other way the most; then the SPL token the owner sent or received most
 * of (its token balances around the transaction). SOL paid to a token
 * account is its rent, no transfer; with neither (a program call) there is
 * none: a plain "Transaction" row.
 */
export function toSolanaActivity(
  landed: SolanaLandedTransaction,
  owner: string,
  network: Network,
): Transaction {
  // SOL moved to a token account is its rent (a send creating the
  // receiver's token account), not a transfer of its own.
  const tokenAccounts = new Set(
    [...(landed.preTokenBalances ?? []), ...(landed.postTokenBalances ?? [])]
      .map((record) => record.accountIndex)
      .filter((index) => index !== undefined)
      .map((index) => landed.accountKeys[index]),
  )
  const sol = solMovement(landed, owner, network)
  const movements = [
    ...(sol && !tokenAccounts.has(sol.counterparty) ? [sol] : []),
    ...[tokenMovement(landed, owner)].filter((m) => m !== undefined),
  ]
  const [first] = movements
  const direction = first?.direction
  const sender = direction === 'in' ? first?.counterparty : owner
  const recipient = direction === 'in' ? owner : first?.counterparty
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
    transfers: movements.map((movement) => ({
      direction: movement.direction,
      sender: movement.direction === 'in' ? movement.counterparty : owner,
      recipient: movement.direction === 'in' ? owner : movement.counterparty,
      fungible_info: { name: movement.name, symbol: movement.symbol },
      quantity: { numeric: formatUnits(movement.units, movement.decimals) },
    })),
  }
}

/** The SOL `owner` sent or received, the fee it paid left out. */
function solMovement(
  landed: SolanaLandedTransaction,
  owner: string,
  network: Network,
): Movement | undefined {
  const { accountKeys, preBalances, postBalances } = landed
  // Each account's lamports after minus before, the fee given back to
  // its payer (the fee is no transfer).
  const moved = (index: number) =>
    BigInt(postBalances[index] ?? 0) -
    BigInt(preBalances[index] ?? 0) +
    (index === 0 ? BigInt(landed.fee) : 0n)
  const self = accountKeys.indexOf(owner)
  const own = self < 0 ? 0n : moved(self)
  if (own === 0n) return undefined
  const { decimals, name, symbol } = network.nativeCurrency
  return {
    direction: own < 0n ? 'out' : 'in',
    units: own < 0n ? -own : own,
    decimals,
    counterparty: counterpartyOf(
      own,
      accountKeys
        .map((key, index) => [key, moved(index)] as const)
        .filter((_, index) => index !== self),
    ),
    name,
    symbol,
  }
}
