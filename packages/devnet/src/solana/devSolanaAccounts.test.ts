import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SOLANA_DEMO_TOKEN_MINT_SEED } from './chain/seedSolanaChain.js'
import {
  devSolanaAccounts,
  SOLANA_DEMO_TOKEN,
  SOLANA_DEMO_TOKEN_MINT,
} from './devSolanaAccounts.js'
import { SOLANA_LOCALNET_GENESIS_HASH } from './rpc/clusterMethods.js'

describe('devSolanaAccounts', () => {
  it('are ten distinct ed25519 keys whose addresses match their seeds', async () => {
    expect(devSolanaAccounts).toHaveLength(10)
    expect(new Set(devSolanaAccounts.map((a) => a.address)).size).toBe(10)
    for (const account of devSolanaAccounts) {
      expect(account.secretKey).toBeInstanceOf(Uint8Array)
      expect(account.secretKey).toHaveLength(32)
      const signer = await createKeyPairSignerFromPrivateKeyBytes(
        account.secretKey,
      )
      expect(signer.address).toBe(account.address)
    }
  })

  it('name the LDT mint after its public mint seed', async () => {
    const mint = await createKeyPairSignerFromPrivateKeyBytes(
      SOLANA_DEMO_TOKEN_MINT_SEED,
    )
    expect(mint.address).toBe(SOLANA_DEMO_TOKEN_MINT)
    expect(SOLANA_DEMO_TOKEN).toEqual({
      mint: SOLANA_DEMO_TOKEN_MINT,
      decimals: 6,
      symbol: 'LDT',
      name: 'Latch Demo Token',
    })
  })

  it('sit on the chain whose genesis hash solanaLocalnet names', () => {
    expect(SOLANA_LOCALNET_GENESIS_HASH).toBe(
      'B3a6eJyjz4Nhac9rNdEn8s1tXP2C949mKNDvyy6Zx6Mh',
    )
  })
})
