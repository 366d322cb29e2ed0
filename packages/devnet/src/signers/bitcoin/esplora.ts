/** An unspent output as Esplora lists it. */
export type EsploraUtxo = { txid: string; vout: number; value: number }

async function call(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init)
  if (!response.ok)
    throw new Error(
      `Esplora ${response.status}: ${(await response.text()).slice(0, 200)}`,
    )
  return response
}

/** GET /address/:address/utxo — the address's unspent outputs. */
export async function fetchUtxos(
  esploraUrl: string,
  address: string,
): Promise<EsploraUtxo[]> {
  const response = await call(`${esploraUrl}/address/${address}/utxo`)
  const list = (await response.json()) as unknown
  if (!Array.isArray(list)) throw new Error('Esplora: UTXO list expected')
  return list.filter(
    (u): u is EsploraUtxo =>
      typeof u?.txid === 'string' &&
      Number.isInteger(u?.vout) &&
      Number.isSafeInteger(u?.value),
  )
}

/**
 * GET /fee-estimates — sat/vB for confirmation within 6 blocks, rounded up;
 * `fallback` when the server has no estimate.
 */
export async function fetchFeeRate(
  esploraUrl: string,
  fallback = 2,
): Promise<bigint> {
  try {
    const response = await call(`${esploraUrl}/fee-estimates`)
    const estimates = (await response.json()) as Record<string, unknown>
    const rate = Number(estimates['6'] ?? estimates['1'])
    return BigInt(
      Math.max(1, Math.ceil(Number.isFinite(rate) ? rate : fallback)),
    )
  } catch {
    return BigInt(fallback)
  }
}

/** POST /tx with the raw transaction (hex); resolves with the txid. */
export async function broadcastTransaction(
  esploraUrl: string,
  hex: string,
): Promise<string> {
  const response = await call(`${esploraUrl}/tx`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: hex,
  })
  return (await response.text()).trim()
}
