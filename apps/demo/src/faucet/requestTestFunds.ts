/** What the faucet answered: the amounts sent, or why not. */
type FaucetAnswer = {
  sent?: { amount: string; symbol: string; transaction: string }[]
  error?: string
  retryAfter?: number
}

/**
 * Asks the demo stack's faucet (`@latch/devnet`'s startFaucet) to fund
 * `address`; resolves with e.g. '1 ETH and 100 LDT', rejects with the
 * faucet's reason.
 */
export async function requestTestFunds(
  faucetUrl: string,
  address: string,
): Promise<string> {
  const response = await fetch(new URL('/faucet', faucetUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address }),
  })
  const answer = (await response.json()) as FaucetAnswer
  if (!response.ok || !answer.sent)
    throw new Error(answer.error ?? `HTTP ${response.status}`)
  return answer.sent.map((s) => `${s.amount} ${s.symbol}`).join(' and ')
}
