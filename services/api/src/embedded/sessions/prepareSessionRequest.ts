import { randomBytes } from 'node:crypto'
import type { EvmPermissionsReview } from '@latch/common/embedded-protocol'
import {
  createSessionDelegation,
  decodePermissionsContext,
  delegationHashOf,
  encodeDisableDelegation,
  type SessionPermission,
  sessionCaveats,
  sessionReviewLimits,
  smartAccountContracts,
} from '@latch/common/smart-account'
import { bytesToBigInt, type Hex, isHex } from 'viem'
import { getBlock, getCode } from 'viem/actions'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { EmbeddedError, embeddedErrors } from '../http/EmbeddedError.js'
import type { EmbeddedRpcCall } from '../rpc/EmbeddedRpcCall.js'
import { paramsList } from '../rpc/paramsList.js'
import type { RequestToSign } from '../rpc/prepareEvmRequest.js'
import {
  assertSmartAccountChain,
  loadUserSmartAccount,
} from '../smartAccount/loadUserSmartAccount.js'
import { prepareUserOperation } from '../smartAccount/prepareUserOperation.js'
import { reviewUserOperation } from '../smartAccount/reviewUserOperation.js'
import { parsePermissionsRequest } from './parsePermissionsRequest.js'
import { toStoredDelegation } from './storedDelegation.js'

/** The smart-session methods (ERC-7715), prepared and signed like the other not-safe ones. */
const SESSION_METHODS = [
  'wallet_grantPermissions',
  'wallet_requestExecutionPermissions',
  'wallet_revokePermissions',
] as const

export const isSessionMethod = (method: string) =>
  (SESSION_METHODS as readonly string[]).includes(method)

/** Permissions as stored and answered: amounts as decimal strings. */
const permissionsToJson = (permissions: SessionPermission[]) =>
  permissions.map((p) =>
    'allowance' in p ? { ...p, allowance: p.allowance.toString() } : p,
  )

/** The one request of `params`: `[request]` or `[[request]]`. */
function requestOf(params: unknown): unknown {
  const [first] = paramsList(params)
  if (!Array.isArray(first)) return first
  if (first.length !== 1)
    throw embeddedErrors.badRequest('one permissions request at a time')
  return first[0]
}

/** The permissions context of wallet_revokePermissions' params. */
function contextOf(params: unknown): Hex {
  const [first] = paramsList(params)
  const value =
    typeof first === 'object' && first !== null
      ? ((first as Record<string, unknown>).permissionsContext ??
        (first as Record<string, unknown>).context)
      : first
  if (typeof value !== 'string' || !isHex(value) || value.length > 65_536)
    throw embeddedErrors.badRequest(
      'wallet_revokePermissions needs [{ permissionsContext }]',
    )
  return value
}

/**
 * A session grant or revoke of the user's smart account, normalised into
 * what /rpc will sign, and its review. Grant: the parsed request mapped
 * to one unsigned delegation (account → session key, caveats of
 * `sessionCaveats`, a random salt), and — while the account has no code —
 * the user operation that deploys it (DelegationManager checks the
 * account's signature by ERC-1271, so only a deployed account can be
 * redeemed). Revoke: the user operation calling
 * `DelegationManager.disableDelegation` for the context's delegation,
 * which must be this account's.
 */
export async function prepareSessionRequest(
  context: EmbeddedContext,
  { session, chain, method, params }: EmbeddedRpcCall<ChainSettings>,
): Promise<RequestToSign> {
  assertSmartAccountChain(chain)
  const loaded = await loadUserSmartAccount(context, { session, chain })
  const { account } = loaded
  const client = loaded.bundler.client
  if (!client) throw new Error('the bundler client has no chain client')
  if (method === 'wallet_revokePermissions') {
    let delegation: ReturnType<typeof decodePermissionsContext>[number]
    try {
      const [first] = decodePermissionsContext(contextOf(params))
      if (!first) throw new Error('empty')
      delegation = first
    } catch (cause) {
      if (cause instanceof EmbeddedError) throw cause
      throw embeddedErrors.badRequest('permissionsContext is not a delegation')
    }
    if (delegation.delegator.toLowerCase() !== account.address.toLowerCase())
      throw embeddedErrors.badRequest(
        'the permissions context is not of this account',
      )
    const op = await prepareUserOperation(loaded, [
      {
        to: smartAccountContracts.DelegationManager,
        value: 0n,
        data: encodeDisableDelegation(delegation),
      },
    ])
    const review = await reviewUserOperation(chain, {
      account,
      op,
      prices: context.prices,
    })
    return {
      stored: {
        revoke: { delegationHash: delegationHashOf(delegation) },
        userOperation: op,
      },
      review,
    }
  }
  const block = await getBlock(client)
  const request = parsePermissionsRequest(requestOf(params), {
    chainId: chain.chainId,
    now: Number(block.timestamp),
  })
  let caveats: ReturnType<typeof sessionCaveats>
  try {
    caveats = sessionCaveats(request)
  } catch (cause) {
    throw embeddedErrors.badRequest((cause as Error).message)
  }
  const delegation = createSessionDelegation({
    delegator: account.address,
    delegate: request.sessionKey,
    caveats,
    salt: bytesToBigInt(randomBytes(32)),
  })
  const deployed =
    (await getCode(client, { address: account.address })) !== undefined
  // Deploys the account: one call to itself with nothing (its receive).
  const userOperation = deployed
    ? undefined
    : await prepareUserOperation(loaded, [
        { to: account.address, value: 0n, data: '0x' },
      ])
  const review: EvmPermissionsReview = {
    namespace: 'eip155',
    kind: 'permissions',
    chainId: chain.chainId,
    account: account.address,
    sessionKey: request.sessionKey,
    expiry: request.expiry,
    limits: sessionReviewLimits(request.permissions, chain.nativeCurrency),
    deploys: !deployed,
    warnings: [],
  }
  return {
    stored: {
      grant: {
        request: {
          ...request,
          permissions: permissionsToJson(request.permissions),
        },
        delegation: toStoredDelegation(delegation),
      },
      ...(userOperation ? { deploy: userOperation } : {}),
    },
    review,
  }
}
