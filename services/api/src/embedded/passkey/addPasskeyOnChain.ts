import {
  hybridDeleGatorAbi,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import {
  createPublicClient,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  http,
  slice,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { EmbeddedUser } from '../login/EmbeddedUser.js'
import { toChainRpcError } from '../rpc/toChainRpcError.js'
import { toViemChain } from '../rpc/toViemChain.js'
import type { SmartAccountChain } from '../smartAccount/loadUserSmartAccount.js'
import { prepareUserOperation } from '../smartAccount/prepareUserOperation.js'
import { sendUserOperation } from '../smartAccount/sendUserOperation.js'

/** How long the recovery waits for its user operation to land. */
const RECEIPT_TIMEOUT_MS = 60_000

/**
 * The one user operation the recovery key signs: `addKey(id, x, y)` on the
 * user's own HybridDeleGator (a call from itself), prepared like every
 * user operation (`prepareUserOperation`: bundler estimate and fees; the
 * account pays its gas, and is deployed by it where it has no code yet),
 * sent to the chain's bundler and waited for. Resolves once the key is on
 * chain with the user-operation hash; a refusal or a reverted operation
 * is an error (nothing is stored then).
 */
export async function addPasskeyOnChain({
  user,
  recoveryKey,
  passkey,
  chain,
}: {
  user: EmbeddedUser
  recoveryKey: PrivateKeyAccount
  passkey: { id: string; publicKey: Hex }
  chain: SmartAccountChain
}): Promise<Hex> {
  const keys = user.passkeyAccount
  if (!keys || keys.owner !== recoveryKey.address)
    throw new TypeError('the recovery key does not own this account')
  const client = createPublicClient({
    chain: toViemChain(chain),
    transport: http(chain.rpcUrls[0], { timeout: 10_000, retryCount: 0 }),
  })
  const account = await toHybridDeleGatorAccount({
    client,
    owner: recoveryKey,
    keys,
  })
  if (account.address !== user.address)
    throw new TypeError('the recovery account is not the user’s')
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(chain.bundlerUrl, { timeout: 10_000, retryCount: 0 }),
  })
  const data = encodeFunctionData({
    abi: hybridDeleGatorAbi,
    functionName: 'addKey',
    args: [
      passkey.id,
      hexToBigInt(slice(passkey.publicKey, 0, 32)),
      hexToBigInt(slice(passkey.publicKey, 32, 64)),
    ],
  })
  const loaded = { account, bundler }
  const op = await prepareUserOperation(loaded, [
    { to: account.address, data, value: 0n },
  ])
  const hash = await sendUserOperation(loaded, op)
  try {
    const { success } = await bundler.waitForUserOperationReceipt({
      hash,
      timeout: RECEIPT_TIMEOUT_MS,
      pollingInterval: 250,
    })
    if (!success)
      throw embeddedErrors.badRequest('The recovery operation reverted')
  } catch (cause) {
    throw toChainRpcError(cause)
  }
  return hash
}
