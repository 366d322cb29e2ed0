import { type Address, numberToHex, withTimeout } from 'viem'
import { getEip155Wallet } from '../transactions/eip155/getEip155Wallet.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import type { Config } from '../types/config.js'

/** How long (ms) each of the two requests may take. */
const TIMEOUT = 5_000

/**
 * The raw EIP-7811 `wallet_getAssets` list the connected EVM wallet gives
 * for `address` on `chainId`, or undefined when its
 * `wallet_getCapabilities` does not say `assetDiscovery` for that chain.
 * or when its answer has no list for the chain. Unchecked: the callers
 * validate each entry. Throws what the wallet throws.
 */
export async function requestWalletAssets(
  config: Config,
  { address, chainId }: { address: Address; chainId: number },
): Promise<unknown[] | undefined> {
  const wallet = await getEip155Wallet(config, { account: address })
  const hex = numberToHex(chainId)
  // A wallet that never answers (a phone wallet asleep) must not hold the
  // balances back: after TIMEOUT the caller asks the API.
  const ask = <T>(method: string, params: unknown[]) =>
    withTimeout(() => walletRequest<T>(wallet.provider, method, params), {
      timeout: TIMEOUT,
    })
  const capabilities = await ask<Record<string, unknown>>(
    'wallet_getCapabilities',
    [address, [hex]],
  )
  const discovery = (capabilities?.[hex] as Record<string, unknown>)
    ?.assetDiscovery as { supported?: unknown } | undefined
  if (discovery?.supported !== true) return undefined
  const answer = await ask<Record<string, unknown>>('wallet_getAssets', [
    { account: address, chainFilter: [hex] },
  ])
  const assets = answer?.[hex]
  // No list for the chain: the wallet did not answer for it.
  return Array.isArray(assets) ? assets : undefined
}
