import {
  decodePermissionsContext,
  delegationHashOf,
  delegationTypedData,
  InvalidPermissionsRequestError,
  parsePermissionsRequest,
  type SessionDelegation,
  sessionCaveats,
} from '@latch/common/smart-account'
import { type Hex, isAddressEqual, isHex, maxUint256, numberToHex } from 'viem'
import { getBlock, verifyTypedData } from 'viem/actions'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { sessionChainClient } from './sessionChainClient.js'
import type { SmartSession } from './smartSessions.js'

/** The authority of a root delegation (DelegationManager's ROOT_AUTHORITY: all ones). */
const ROOT_AUTHORITY = numberToHex(maxUint256, { size: 32 })

const invalid = (message: string) =>
  new BlockchainApiError(400, 'INVALID_PERMISSIONS', message)

/** The one root delegation of `pci`, from `address`. */
function delegationOf(pci: Hex, address: string): SessionDelegation {
  let delegations: SessionDelegation[]
  try {
    delegations = decodePermissionsContext(pci)
  } catch {
    throw invalid('pci is not a permissions context.')
  }
  const [delegation] = delegations
  if (
    delegations.length !== 1 ||
    !delegation ||
    delegation.authority.toLowerCase() !== ROOT_AUTHORITY.toLowerCase() ||
    !isAddressEqual(delegation.delegator, address as Hex)
  )
    throw invalid('pci is not one root delegation of this account.')
  return delegation
}

const sameCaveats = (
  a: SessionDelegation['caveats'],
  b: SessionDelegation['caveats'],
) =>
  a.length === b.length &&
  a.every(
    (c, i) =>
      c.enforcer.toLowerCase() === b[i]?.enforcer.toLowerCase() &&
      c.terms.toLowerCase() === b[i]?.terms.toLowerCase(),
  )

/**
 * A session granted by any wallet (an EIP-7702 EOA's, say), checked
 * before it is stored: `pci` is one root delegation from `address` to a
 * session key, its caveats are exactly what `permissions` and `expiry`
 * map to (`sessionCaveats`, the enforcers checked on chain), so the list
 * shows what the chain enforces; and its signature is the account's
 * (EIP-712 for DelegationManager, checked by viem as ECDSA or ERC-1271,
 * the check DelegationManager makes at redemption). The signed delegation
 * is the owner's proof: storing it asks the user for nothing more.
 * Else 400 `INVALID_PERMISSIONS` (why) or 403 `INVALID_SIGNATURE`.
 */
export async function verifySessionGrant(
  settings: BlockchainSettings,
  { address, body }: { address: string; body: Record<string, unknown> },
): Promise<Omit<SmartSession, 'createdAt' | 'revoked'>> {
  const { pci, chainId, expiry, permissions } = body
  if (typeof pci !== 'string' || !isHex(pci) || pci.length > 65_536)
    throw new BlockchainApiError(
      400,
      'INVALID_BODY',
      'pci must be a hex permissions context.',
    )
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId))
    throw new BlockchainApiError(
      400,
      'INVALID_BODY',
      'chainId must be a number.',
    )
  const delegation = delegationOf(pci, address)
  const client = sessionChainClient(settings, chainId)
  const block = await getBlock(client).catch(() => {
    throw new BlockchainApiError(
      502,
      'UPSTREAM_ERROR',
      'The chain’s node did not answer.',
    )
  })
  let request: ReturnType<typeof parsePermissionsRequest>
  try {
    request = parsePermissionsRequest(
      {
        chainId,
        expiry,
        permissions,
        signer: { type: 'account', data: { address: delegation.delegate } },
      },
      { chainId, now: Number(block.timestamp) },
    )
  } catch (error) {
    if (error instanceof InvalidPermissionsRequestError)
      throw invalid(error.details ?? error.shortMessage)
    throw error
  }
  let caveats: SessionDelegation['caveats']
  try {
    caveats = sessionCaveats(request)
  } catch (cause) {
    throw invalid((cause as Error).message)
  }
  if (!sameCaveats(caveats, delegation.caveats))
    throw invalid('The delegation’s caveats are not these permissions.')
  let valid = false
  try {
    valid = await verifyTypedData(client, {
      address: delegation.delegator,
      ...delegationTypedData({ delegation, chainId }),
      signature: delegation.signature,
    })
  } catch {}
  if (!valid)
    throw new BlockchainApiError(
      403,
      'INVALID_SIGNATURE',
      'The delegation is not signed by the account.',
    )
  return {
    pci,
    delegationHash: delegationHashOf(delegation),
    chainId,
    address,
    sessionKey: request.sessionKey,
    permissions: request.permissions.map((p) =>
      'allowance' in p ? { ...p, allowance: p.allowance.toString() } : p,
    ),
    expiry: request.expiry,
  }
}
