import { createKeyPairFromPrivateKeyBytes } from '@solana/kit'
import { devSolanaAccounts } from '../../solana/devSolanaAccounts.js'
import type { SolanaSigner } from './executeSolanaRequest.js'

const signers = new Map<number, Promise<SolanaSigner>>()

/** The base58 address of dev Solana account `index` (0 when out of range). */
export const solanaAddress = (index: number): string =>
  (devSolanaAccounts[index] ?? devSolanaAccounts[0])?.address ?? ''

/**
 * The ed25519 key pair of dev Solana account `index` (the devnet's public
 * test seed), made once with @solana/kit (WebCrypto, not extractable).
 */
export function solanaSigner(index: number): Promise<SolanaSigner> {
  const account = devSolanaAccounts[index] ?? devSolanaAccounts[0]
  if (!account) return Promise.reject(new Error('no dev Solana accounts'))
  let signer = signers.get(index)
  if (!signer) {
    signer = createKeyPairFromPrivateKeyBytes(account.secretKey).then(
      (keyPair) => ({ address: account.address, keyPair }),
    )
    signers.set(index, signer)
  }
  return signer
}
