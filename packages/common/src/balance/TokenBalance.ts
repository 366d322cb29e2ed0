/**
 * One line of GET /v1/account/{address}/balance (SPEC §3 token balance):
 * the wire shape latch-api serves and the core client reads, for every
 * namespace (eip155 and solana). latch-api always sends `value`, `price`
 * and `iconUrl`; clients also build lines without them (a native balance
 * read straight from the chain).
 */
export type TokenBalance = {
  readonly name: string
  readonly symbol: string
  /** CAIP-2 network id, e.g. `eip155:1` or `solana:5eykt4Us…`. */
  readonly chainId: string
  /** CAIP-10 token address (contract or mint); absent for the native currency. */
  readonly address?: string | null | undefined
  /** Value in the requested fiat currency: quantity × price. */
  readonly value?: number | null | undefined
  /** Fiat price of one token. */
  readonly price?: number | null | undefined
  /** Decimals and the amount as a decimal string (e.g. `'1.5'`). */
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly iconUrl?: string | null | undefined
}
