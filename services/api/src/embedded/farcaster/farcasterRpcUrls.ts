import type { EmbeddedContext } from '../EmbeddedContext.js'

/** OP Mainnet's chain id: where Farcaster's IdRegistry lives. */
const OP_MAINNET = 10

/**
 * Where Sign In With Farcaster reads the IdRegistry: the settings'
 * `farcasterRpcUrls` (`LATCH_EMBEDDED_FARCASTER_RPC_URL`), else chain 10's
 * RPC URLs of the blockchain settings; empty when neither (Farcaster login
 * off).
 */
export function farcasterRpcUrls(
  context: Pick<EmbeddedContext, 'settings' | 'chains'>,
): readonly string[] {
  if (context.settings.farcasterRpcUrls.length > 0)
    return context.settings.farcasterRpcUrls
  return (
    context.chains.find((chain) => chain.chainId === OP_MAINNET)?.rpcUrls ?? []
  )
}
