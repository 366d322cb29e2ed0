/** SOL one faucet request airdrops on the local Solana chain. */
export const FAUCET_SOL = 1

/**
 * Airdrops `sol` SOL ({@link FAUCET_SOL} unless given) to `to` through the
 * local chain's `requestAirdrop` (the chain's own faucet pays) and resolves
 * with the signature; the local chain lands it at once.
 */
export async function sendSolanaFunds(
  rpcUrl: string,
  to: string,
  sol = FAUCET_SOL,
): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [to, sol * 1_000_000_000],
    }),
  })
  const body = (await response.json()) as {
    result?: string
    error?: { message?: string }
  }
  if (typeof body.result !== 'string')
    throw new Error(body.error?.message ?? `HTTP ${response.status}`)
  return body.result
}
