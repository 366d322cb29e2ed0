import {
  decodePermissionsContext,
  delegationHashOf,
  delegationManagerAbi,
  sessionRevokeMessage,
  smartAccountContracts,
} from '@latch/common/smart-account'
import { type Hex, isHex } from 'viem'
import { readContract, verifyMessage } from 'viem/actions'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { sessionChainClient } from './sessionChainClient.js'
import type { SmartSession } from './smartSessions.js'

/**
 * Checks that the owner revoked `session`, by one of two proofs:
 * `signature`, the session account's EIP-191 signature of
 * `sessionRevokeMessage(pci)` on the session's chain (an EOA's ECDSA, a
 * deployed smart account's ERC-1271, an undeployed one's ERC-6492:
 * viem's `verifyMessage`); or, with no signature, the chain itself: the
 * DelegationManager has the session's delegation disabled, which only
 * the delegator's own `disableDelegation` can do (what the toolkit sends
 * after a wallet revoked the session, so the user signs nothing more).
 * Neither → 403 `INVALID_SIGNATURE` / `SESSION_NOT_REVOKED`; a chain the
 * API does not serve → 400 `UNSUPPORTED_CHAIN`.
 */
export async function verifySessionRevoke(
  settings: BlockchainSettings,
  {
    session,
    signature,
  }: { session: SmartSession; signature?: string | undefined },
): Promise<void> {
  const client = sessionChainClient(settings, session.chainId)
  if (signature === undefined) {
    const [delegation] = decodePermissionsContext(session.pci as Hex)
    let disabled = false
    try {
      disabled =
        delegation !== undefined &&
        (await readContract(client, {
          address: smartAccountContracts.DelegationManager,
          abi: delegationManagerAbi,
          functionName: 'disabledDelegations',
          args: [delegationHashOf(delegation)],
        }))
    } catch {}
    if (!disabled)
      throw new BlockchainApiError(
        403,
        'SESSION_NOT_REVOKED',
        'The session is not revoked on chain; sign the revoke message instead.',
      )
    return
  }
  const refused = () =>
    new BlockchainApiError(
      403,
      'INVALID_SIGNATURE',
      'The signature is not the account owner’s over the revoke message.',
    )
  if (!isHex(signature) || signature.length > 20_000) throw refused()
  let valid: boolean
  try {
    valid = await verifyMessage(client, {
      address: session.address as Hex,
      message: sessionRevokeMessage(session.pci as Hex),
      signature,
    })
  } catch {
    valid = false
  }
  if (!valid) throw refused()
}
