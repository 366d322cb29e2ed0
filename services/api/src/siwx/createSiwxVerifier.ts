import {
  bitcoin,
  bitcoinTestnet,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@latch/common'
import { createEvmSiwxVerifier } from './createEvmSiwxVerifier.js'
import type { SiwxNamespace } from './parseSiwxMessage.js'
import type { SiwxChain } from './SiwxChain.js'
import { siwxError } from './siwxErrors.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

/**
 * The Solana and Bitcoin chains every API serves for sign-in (@latch/common:
 * Solana mainnet, devnet, testnet; Bitcoin mainnet, testnet): their
 * signatures are checked without a node.
 */
const defaultSiwxKeyChainIds: readonly string[] = [
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
].map((network) => network.caipNetworkId)

export type CreateSiwxVerifierParameters = {
  /** EVM chains, with the RPC URLs contract signatures are checked on. */
  chains: readonly SiwxChain[]
  /**
   * CAIP-2 ids of more `solana:` / `bip122:` chains to serve (e.g. the
   * API's Solana chains); others are ignored. @default []
   */
  keyChainIds?: readonly string[] | undefined
  /** Timeout of each EVM chain node call, ms. @default 5000 */
  rpcTimeoutMs?: number
}

export type SiwxVerifier = {
  /** CAIP-2 ids of the chains served. */
  chainIds: ReadonlySet<string>
  /**
   * Resolves when `signature` signs `message` for `address` on `chainId`
   * (CAIP-2); throws 401 `SIWX_INVALID_SIGNATURE`, 400
   * `SIWX_UNSUPPORTED_CHAIN`, or 503 `SIWX_CHAIN_UNAVAILABLE` when an EVM
   * contract signature could not be checked because the node did not answer.
   */
  verify(parameters: {
    namespace: SiwxNamespace
    chainId: string
    address: string
    message: string
    signature: string
  }): Promise<void>
}

/**
 * Signature checks of sign-in messages by namespace: eip155 with viem
 * (EIP-191, EIP-1271, EIP-6492; `createEvmSiwxVerifier`), solana with
 * ed25519 (`verifySolanaSignature`), bip122 with bip322-js (BIP-322 simple
 * and legacy; `verifyBitcoinSignature`).
 */
export function createSiwxVerifier({
  chains,
  keyChainIds = [],
  rpcTimeoutMs,
}: CreateSiwxVerifierParameters): SiwxVerifier {
  const evm = createEvmSiwxVerifier({
    chains,
    ...(rpcTimeoutMs === undefined ? {} : { rpcTimeoutMs }),
  })
  const chainIds = new Set<string>(
    [...evm.chainIds].map((id) => `eip155:${id}`),
  )
  for (const id of [...defaultSiwxKeyChainIds, ...keyChainIds])
    if (/^(?:solana|bip122):[-_a-zA-Z0-9]{1,32}$/.test(id)) chainIds.add(id)
  return {
    chainIds,
    async verify({ namespace, chainId, address, message, signature }) {
      if (!chainIds.has(chainId) || !chainId.startsWith(`${namespace}:`))
        throw siwxError(
          'SIWX_UNSUPPORTED_CHAIN',
          `Chain ${chainId} is not served`,
        )
      if (namespace === 'eip155')
        return evm.verify({
          chainId: Number(chainId.slice('eip155:'.length)),
          address: address as `0x${string}`,
          message,
          signature: signature as `0x${string}`,
        })
      const verify =
        namespace === 'solana' ? verifySolanaSignature : verifyBitcoinSignature
      if (!verify({ address, message, signature }))
        throw siwxError(
          'SIWX_INVALID_SIGNATURE',
          'The signature does not sign this message for its address',
        )
    },
  }
}
