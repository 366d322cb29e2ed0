import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * Plays the Farcaster client for a sign-in link (what Latch's dev wallet
 * does): reads the channel token and the request from the link, builds
 * the SIWF message with `@farcaster/auth-client` for `fid` and signs it
 * with the custody key. `overrides` change the message's fields (tests of
 * refusals).
 */
export async function signFarcasterSignIn({
  url,
  privateKey,
  fid,
  overrides = {},
}: {
  url: string
  privateKey: Hex
  fid: number
  overrides?: { domain?: string; nonce?: string; uri?: string }
}) {
  const account = privateKeyToAccount(privateKey)
  const client = createWalletClient({
    ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:1' }),
  })
  const parsed = client.parseSignInURI({ uri: url })
  if (parsed.isError) throw parsed.error
  const params = new URL(url).searchParams
  const built = client.buildSignInMessage({
    address: account.address,
    fid,
    uri: overrides.uri ?? params.get('siweUri') ?? '',
    domain: overrides.domain ?? params.get('domain') ?? '',
    nonce: overrides.nonce ?? params.get('nonce') ?? '',
  })
  if (built.isError) throw built.error
  const signature = await account.signMessage({ message: built.message })
  return {
    channelToken: parsed.channelToken,
    message: built.message,
    signature,
  }
}
