import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { FARCASTER_ID_REGISTRY_ADDRESS } from '@latch/devnet'
import { createPublicClient, type Hex, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const idRegistryAbi = parseAbi([
  'function idOf(address owner) view returns (uint256)',
])

export type ApproveFarcasterSignInParameters = {
  /** The sign-in link the app showed (`…?channelToken=…&nonce=…&domain=…`). */
  url: string
  /** The custody key of the Farcaster account (the selected dev account). */
  privateKey: Hex
  /** Where the IdRegistry (the devnet's stand-in) answers `idOf`. */
  rpcUrl: string
  /** The relay the channel lives on (Latch's embedded-wallet service). */
  relayUrl: string
}

/**
 * What a Farcaster client does when its user approves a sign-in: reads
 * the custody key's fid from the IdRegistry, builds the Sign In With
 * Farcaster message the link asks for (`@farcaster/auth-client`'s
 * `buildSignInMessage`: domain, URI and nonce from the link), signs it and
 * posts it to the relay (`authenticate`). Answers the domain and fid.
 */
export async function approveFarcasterSignIn({
  url,
  privateKey,
  rpcUrl,
  relayUrl,
}: ApproveFarcasterSignInParameters): Promise<{ domain: string; fid: number }> {
  const account = privateKeyToAccount(privateKey)
  const client = createWalletClient({
    relay: relayUrl,
    ethereum: viemConnector({ rpcUrl }),
  })
  const parsed = client.parseSignInURI({ uri: url })
  if (parsed.isError) throw parsed.error ?? new Error('Not a sign-in link')
  const params = new URL(url).searchParams
  const domain = params.get('domain') ?? ''
  const fid = Number(
    await createPublicClient({ transport: http(rpcUrl) }).readContract({
      address: FARCASTER_ID_REGISTRY_ADDRESS,
      abi: idRegistryAbi,
      functionName: 'idOf',
      args: [account.address],
    }),
  )
  if (!fid) throw new FarcasterNoFidError()
  const built = client.buildSignInMessage({
    address: account.address,
    fid,
    domain,
    uri: params.get('siweUri') ?? '',
    nonce: params.get('nonce') ?? '',
  })
  if (built.isError) throw built.error ?? new Error('Invalid sign-in request')
  const signature = await account.signMessage({ message: built.message })
  const answer = await client.authenticate({
    channelToken: parsed.channelToken,
    authKey: 'latch-dev-wallet',
    message: built.message,
    signature,
    fid,
  })
  if (answer.isError) throw answer.error ?? new Error('The relay refused')
  return { domain, fid }
}

/** The signing key is the custody address of no fid. */
export class FarcasterNoFidError extends Error {
  override name = 'FarcasterNoFidError'
}
