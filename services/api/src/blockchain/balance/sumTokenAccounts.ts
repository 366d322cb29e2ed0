/** A mint's summed raw amount and its decimals. */
export type MintAmount = { amount: bigint; decimals: number }

const mintPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Sums the jsonParsed token accounts of getTokenAccountsByOwner per mint
 * (an owner can hold several accounts of one mint). Returns undefined when
 * the answer does not have the jsonParsed shape (a malformed node answer).
 */
export function sumTokenAccounts(
  accounts: unknown,
): Map<string, MintAmount> | undefined {
  if (!Array.isArray(accounts)) return undefined
  const perMint = new Map<string, MintAmount>()
  for (const entry of accounts) {
    const info = (
      entry as {
        account?: { data?: { parsed?: { info?: unknown } } }
      } | null
    )?.account?.data?.parsed?.info as
      | {
          mint?: unknown
          tokenAmount?: { amount?: unknown; decimals?: unknown }
        }
      | undefined
    const mint = info?.mint
    const amount = info?.tokenAmount?.amount
    const decimals = info?.tokenAmount?.decimals
    if (
      typeof mint !== 'string' ||
      !mintPattern.test(mint) ||
      typeof amount !== 'string' ||
      !/^\d{1,20}$/.test(amount) ||
      typeof decimals !== 'number' ||
      !Number.isInteger(decimals) ||
      decimals < 0 ||
      decimals > 255
    )
      return undefined
    const previous = perMint.get(mint)
    perMint.set(mint, {
      amount: (previous?.amount ?? 0n) + BigInt(amount),
      decimals,
    })
  }
  return perMint
}
