import type {
  ChainSettings,
  SolanaChainSettings,
} from '../../blockchain/settings/BlockchainSettings.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { EmbeddedError } from '../http/EmbeddedError.js'

/** The chain an RPC body names, and the key prepared requests store. */
export type RpcChain =
  | { key: string; evm: ChainSettings; solana?: undefined }
  | { key: string; solana: SolanaChainSettings; evm?: undefined }

/** `31337`, `'31337'`, `'0x7a69'` or `'eip155:31337'` → 31337. */
function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.startsWith('eip155:') ? value.slice(7) : value
  if (/^0x[0-9a-fA-F]{1,13}$/.test(text)) return Number.parseInt(text, 16)
  if (/^\d{1,15}$/.test(text)) return Number(text)
  return undefined
}

/**
 * The chain of an /rpc or /rpc/prepare body: `solana:<reference>` a
 * cluster of `solanaChains`, anything else an EVM chain id (default: the
 * first chain); unknown → 400 `unsupported_chain` 'Network Not Found'.
 * `key` is `eip155:<n>` or the Solana CAIP-2 id.
 */
export function resolveRpcChain(
  context: EmbeddedContext,
  chainId: unknown,
): RpcChain {
  if (typeof chainId === 'string' && chainId.startsWith('solana:')) {
    const solana = context.solanaChains?.find(
      (ch) => ch.caipNetworkId === chainId,
    )
    if (!solana)
      throw new EmbeddedError(400, 'unsupported_chain', 'Network Not Found')
    return { key: solana.caipNetworkId, solana }
  }
  const id = parseChainId(chainId ?? context.chains[0]?.chainId)
  const evm = context.chains.find((ch) => ch.chainId === id)
  if (!evm)
    throw new EmbeddedError(400, 'unsupported_chain', 'Network Not Found')
  return { key: `eip155:${evm.chainId}`, evm }
}
