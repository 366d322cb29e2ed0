import {
  delegationHashOf,
  delegationTypedData,
  encodePermissionsContext,
  smartAccountContracts,
} from '@latch/common/smart-account'
import { numberToHex } from 'viem'
import {
  insertSmartSession,
  markSmartSessionRevoked,
} from '../../blockchain/sessions/smartSessions.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { EmbeddedError, embeddedErrors } from '../http/EmbeddedError.js'
import type { EmbeddedRpcCall } from '../rpc/EmbeddedRpcCall.js'
import { loadUserAccount } from '../rpc/loadUserAccount.js'
import { toChainRpcError } from '../rpc/toChainRpcError.js'
import {
  loadUserSmartAccount,
  type SmartAccountChain,
} from '../smartAccount/loadUserSmartAccount.js'
import type { StoredUserOperation } from '../smartAccount/prepareUserOperation.js'
import { sendUserOperation } from '../smartAccount/sendUserOperation.js'
import type { PermissionsRequest } from './parsePermissionsRequest.js'
import {
  fromStoredDelegation,
  type StoredDelegation,
} from './storedDelegation.js'

const RECEIPT_TIMEOUT_MS = 60_000

type Loaded = Awaited<ReturnType<typeof loadUserSmartAccount>>

/** Sends a stored user operation and waits until it ran; reverted → 502-free 400. */
async function runUserOperation(loaded: Loaded, op: StoredUserOperation) {
  const hash = await sendUserOperation(loaded, op)
  let success: boolean
  try {
    ;({ success } = await loaded.bundler.waitForUserOperationReceipt({
      hash,
      timeout: RECEIPT_TIMEOUT_MS,
      pollingInterval: 250,
    }))
  } catch (cause) {
    throw toChainRpcError(cause)
  }
  if (!success)
    throw new EmbeddedError(
      400,
      'user_operation_reverted',
      'The user operation reverted',
    )
}

/**
 * Signs a prepared session request exactly as stored. Grant: deploys the
 * account first when the prepare said so, signs the delegation (the
 * owner's EIP-712 signature for DelegationManager, checked on chain by the
 * account's ERC-1271), stores the session and answers ERC-7715's
 * response with `context` / `permissionsContext` = the encoded signed
 * delegation (`wallet_requestExecutionPermissions`: a list of one).
 * Revoke: the `disableDelegation` user operation, then the session is
 * marked revoked; answers null.
 */
export async function executeSessionRequest(
  context: EmbeddedContext,
  {
    session,
    chain,
    method,
    stored,
  }: Omit<EmbeddedRpcCall<SmartAccountChain>, 'params'> & {
    stored: Record<string, unknown>
  },
): Promise<unknown> {
  const loaded = await loadUserSmartAccount(context, { session, chain })
  if (method === 'wallet_revokePermissions') {
    const revoke = stored.revoke as { delegationHash: string }
    await runUserOperation(loaded, stored.userOperation as StoredUserOperation)
    await markSmartSessionRevoked(context.db, revoke)
    return null
  }
  const grant = stored.grant as
    | {
        request: Omit<PermissionsRequest, 'permissions'> & {
          permissions: unknown[]
        }
        delegation: StoredDelegation
      }
    | undefined
  if (!grant) throw embeddedErrors.rpcNotAllowed()
  if (stored.deploy)
    await runUserOperation(loaded, stored.deploy as StoredUserOperation)
  const owner = await loadUserAccount(context.db, {
    userId: session.userId,
    masterKey: context.settings.masterKey,
  })
  const delegation = fromStoredDelegation(grant.delegation)
  const signature = await owner.signTypedData(
    delegationTypedData({ delegation, chainId: chain.chainId }),
  )
  const signed = { ...delegation, signature }
  const permissionsContext = encodePermissionsContext([signed])
  const { request } = grant
  await insertSmartSession(context.db, {
    pci: permissionsContext,
    delegationHash: delegationHashOf(signed),
    chainId: chain.chainId,
    address: loaded.account.address,
    sessionKey: request.sessionKey,
    permissions: request.permissions,
    expiry: request.expiry,
  })
  const response = {
    chainId: numberToHex(chain.chainId),
    address: loaded.account.address,
    expiry: request.expiry,
    signer: { type: 'account', data: { address: request.sessionKey } },
    permissions: request.permissions,
    policies: [],
    context: permissionsContext,
    permissionsContext,
    signerMeta: {
      delegationManager: smartAccountContracts.DelegationManager,
    },
    delegationManager: smartAccountContracts.DelegationManager,
    dependencies: [],
  }
  return method === 'wallet_requestExecutionPermissions' ? [response] : response
}
