import { sessionRevokeMessage } from '@latch/common/smart-account'
import { createPublicClient, type Hex, http, isHex } from 'viem'
import { verifyMessage } from 'viem/actions'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import type { SmartSession } from './smartSessions.js'

/**
 * Checks that `signature` is the session account's EIP-191 signature of
 * `sessionRevokeMessage(pci)` on the session's chain: an EOA's ECDSA, a
 * deployed smart account's ERC-1271, an undeployed one's ERC-6492 (viem's
 * `verifyMessage`). Anyone else's → 403 `INVALID_SIGNATURE`; a chain the
 * API does not serve → 400 `UNSUPPORTED_CHAIN`.
 */
export async function verifySessionRevoke(
  settings: BlockchainSettings,
  { session, signature }: { session: SmartSession; signature: string },
): Promise<void> {
  const chain = settings.chains.find((c) => c.chainId === session.chainId)
  if (!chain?.rpcUrls[0])
    throw new BlockchainApiError(
      400,
      'UNSUPPORTED_CHAIN',
      'The session’s chain is not served here.',
    )
  const refused = () =>
    new BlockchainApiError(
      403,
      'INVALID_SIGNATURE',
      'The signature is not the account owner’s over the revoke message.',
    )
  if (!isHex(signature) || signature.length > 20_000) throw refused()
  const client = createPublicClient({
    transport: http(chain.rpcUrls[0], { timeout: 10_000, retryCount: 0 }),
  })
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
