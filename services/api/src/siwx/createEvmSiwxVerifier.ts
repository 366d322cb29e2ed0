import { createPublicClient, fallback, http, type PublicClient } from 'viem'
import { verifyMessage } from 'viem/actions'
import type { SiwxChain } from './SiwxChain.js'
import { siwxError } from './siwxErrors.js'

export type CreateEvmSiwxVerifierParameters = {
  chains: readonly SiwxChain[]
  /** Timeout of each chain node call, ms. @default 5000 */
  rpcTimeoutMs?: number
}

export type EvmSiwxVerifier = {
  /** The EVM chain ids served. */
  chainIds: ReadonlySet<number>
  /**
   * Resolves when `signature` signs `message` for `address` on `chainId`;
   * throws 401 `SIWX_INVALID_SIGNATURE`, or 503 `SIWX_CHAIN_UNAVAILABLE`
   * when a contract signature could not be checked because the chain's
   * node did not answer.
   */
  verify(parameters: {
    chainId: number
    address: `0x${string}`
    message: string
    signature: `0x${string}`
  }): Promise<void>
}

/**
 * Signature checks of eip155 sign-in messages, one viem public client per chain
 * over its RPC URLs. viem's `verifyMessage` in `eoa` mode recovers an
 * EIP-191 signer locally first; otherwise it asks the chain with one
 * `eth_call` to the deployless ERC-6492 universal validator, which
 * answers for deployed EIP-1271 contracts and for counterfactual ones
 * (EIP-6492 wrapped signatures deploy them inside the call).
 */
export function createEvmSiwxVerifier({
  chains,
  rpcTimeoutMs = 5_000,
}: CreateEvmSiwxVerifierParameters): EvmSiwxVerifier {
  const clients = new Map<number, PublicClient>()
  for (const chain of chains)
    clients.set(
      chain.chainId,
      createPublicClient({
        transport: fallback(
          chain.rpcUrls.map((url) =>
            http(url, { timeout: rpcTimeoutMs, retryCount: 0 }),
          ),
        ),
      }),
    )
  return {
    chainIds: new Set(clients.keys()),
    async verify({ chainId, address, message, signature }) {
      const client = clients.get(chainId)
      if (!client)
        throw siwxError(
          'SIWX_UNSUPPORTED_CHAIN',
          `Chain ${chainId} is not served`,
        )
      let valid = false
      try {
        valid = await verifyMessage(client, {
          address,
          message,
          signature,
          mode: 'eoa',
        })
      } catch {
        valid = false
      }
      if (valid) return
      // viem reads a failed eth_call as "not valid": tell a down node apart
      // so a contract account is not told its signature is wrong.
      const up = await client.getChainId().then(
        (id) => id === chainId,
        () => false,
      )
      if (!up)
        throw siwxError(
          'SIWX_CHAIN_UNAVAILABLE',
          `The node of chain ${chainId} did not answer; try again later`,
        )
      throw siwxError(
        'SIWX_INVALID_SIGNATURE',
        'The signature does not sign this message for its address',
      )
    },
  }
}
