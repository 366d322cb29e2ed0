import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { farcasterErrors } from './farcasterErrors.js'

export type VerifyFarcasterSignInParameters = {
  /** OP Mainnet JSON-RPC URLs (the IdRegistry's `idOf`), or an anvil with its stand-in. */
  rpcUrls: readonly string[]
  /** The nonce the channel issued. */
  nonce: string
  /** The domain the channel asked for (the host page's host). */
  domain: string
  message: string
  signature: `0x${string}`
}

/**
 * Verifies a Sign In With Farcaster message with `@farcaster/auth-client`
 * (`verifySignInMessage`): EIP-4361 grammar, statement "Farcaster Auth",
 * chain 10, the channel's nonce and domain, one `farcaster://fid/<fid>`
 * resource, the signature (EOA, or ERC-1271/6492 through the RPC) and that
 * the signer is the custody address of that fid in the IdRegistry
 * (`idOf`). Auth addresses (KeyRegistry) are not accepted. Answers the
 * fid and the custody address.
 *
 * @example
 * const { fid } = await verifyFarcasterSignIn({ rpcUrls, nonce, domain, message, signature })
 */
export async function verifyFarcasterSignIn({
  rpcUrls,
  nonce,
  domain,
  message,
  signature,
}: VerifyFarcasterSignInParameters): Promise<{
  fid: number
  custody: `0x${string}`
}> {
  if (rpcUrls.length === 0) throw farcasterErrors.notConfigured()
  const client = createAppClient({
    ethereum: viemConnector({ rpcUrls: [...rpcUrls] }),
  })
  const result = await client.verifySignInMessage({
    nonce,
    domain,
    message,
    signature,
    acceptAuthAddress: false,
  })
  if (result.isError) {
    if (result.error?.errCode === 'unavailable')
      throw farcasterErrors.registryUnavailable()
    throw farcasterErrors.invalidMessage(
      result.error?.message ?? 'not verified',
    )
  }
  if (!result.success) throw farcasterErrors.invalidMessage('not verified')
  return { fid: result.fid, custody: result.data.address }
}
