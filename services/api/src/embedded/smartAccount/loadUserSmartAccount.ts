import {
  type HybridDeleGatorAccount,
  hybridDeleGatorDeployment,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import { type Address, createPublicClient, http } from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  toWebAuthnAccount,
} from 'viem/account-abstraction'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { EmbeddedUser } from '../login/EmbeddedUser.js'
import type { EmbeddedSession } from '../login/findEmbeddedSession.js'
import { loadUserAccount } from '../rpc/loadUserAccount.js'
import { toViemChain } from '../rpc/toViemChain.js'

/** A chain with an ERC-4337 bundler: where embedded users have smart accounts. */
export type SmartAccountChain = ChainSettings & { bundlerUrl: string }

export const hasBundler = (chain: ChainSettings): chain is SmartAccountChain =>
  typeof chain.bundlerUrl === 'string' && chain.bundlerUrl !== ''

/** `chain` where users have smart accounts; elsewhere a 400 saying so. */
export function assertSmartAccountChain(
  chain: ChainSettings,
): asserts chain is SmartAccountChain {
  if (!hasBundler(chain))
    throw embeddedErrors.badRequest(
      'Smart accounts are not enabled on this network',
    )
}

/**
 * The address of a user's smart account: the HybridDeleGator their eip155
 * key owns (salt 0, Latch's deployment). The same on every chain, deployed
 * or not.
 */
export const smartAccountAddressOf = (owner: Address): Address =>
  hybridDeleGatorDeployment({ owner }).address

/**
 * The smart account of a user: a passkey user's address itself, else the
 * HybridDeleGator of their eip155 key.
 */
export const userSmartAccountAddress = (user: EmbeddedUser): Address =>
  user.passkey ? user.address : smartAccountAddressOf(user.address)

/**
 * The frame's WebAuthn answer for a passkey account, on the service: its
 * relying party and what answers the account's `get` (an assertion the
 * frame made, `signPasskeyMessage`).
 */
export type PasskeyAnswer = {
  rpId: string
  get: NonNullable<Parameters<typeof toWebAuthnAccount>[0]['getFn']>
}

/**
 * A passkey owner: the service holds no passkey, so it signs nothing but
 * what `answer` gives (the frame's assertion, encoded as the account's
 * signature here).
 */
const passkeyOwner = (
  passkey: NonNullable<EmbeddedUser['passkey']>,
  answer?: PasskeyAnswer,
) =>
  toWebAuthnAccount({
    credential: passkey,
    ...(answer
      ? { rpId: answer.rpId, getFn: answer.get }
      : {
          getFn: async () => {
            throw new Error('the service holds no passkey: the frame signs')
          },
        }),
  })

/**
 * The user's smart account on `chain` (its owner key decrypted for this
 * request only; a passkey user's account is for preparing: its signature
 * comes from the frame, given as `passkeyAnswer`) and a bundler client
 * for it.
 */
export async function loadUserSmartAccount(
  context: EmbeddedContext,
  {
    session,
    chain,
    passkeyAnswer,
  }: {
    session: EmbeddedSession
    chain: SmartAccountChain
    passkeyAnswer?: PasskeyAnswer | undefined
  },
): Promise<{ account: HybridDeleGatorAccount; bundler: BundlerClient }> {
  const { passkey } = session.user
  const owner = passkey
    ? passkeyOwner(passkey, passkeyAnswer)
    : await loadUserAccount(context.db, {
        userId: session.userId,
        masterKey: context.settings.masterKey,
      })
  const client = createPublicClient({
    chain: toViemChain(chain),
    transport: http(chain.rpcUrls[0], { timeout: 10_000, retryCount: 0 }),
  })
  const account = await toHybridDeleGatorAccount({
    client,
    owner,
    keys: session.user.passkeyAccount,
  })
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(chain.bundlerUrl, { timeout: 10_000, retryCount: 0 }),
  })
  return { account, bundler }
}
