// createSolanaSessionProvider on bad answers: refusals, malformed
// signatures and transactions all arrive as typed errors.
import { UserRejectedRequestError } from '@latch/common'
import { describe, expect, test } from 'vitest'
import { toBase58, toBase64 } from './codecs.js'
import { SolanaWalletAnswerError } from './errors.js'
import { createSolanaSessionProvider } from './solanaSessionProvider.js'
import { InvalidSolanaTransactionError } from './transactions/errors.js'

const chain = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'

describe('createSolanaSessionProvider, bad answers', () => {
  test("the wallet's refusal is UserRejectedRequestError (4001; WalletConnect's 5000 too)", async () => {
    for (const code of [4001, 5000]) {
      const provider = createSolanaSessionProvider(async () => {
        throw { code, message: 'User rejected.' }
      })
      const error = await provider
        .signMessage({
          message: new Uint8Array([1]),
          account: '11111111111111111111111111111111',
        })
        .catch((e) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error.code).toBe(4001)
    }
  })

  test.each([
    null,
    'nope',
    {},
    { signature: 42 },
    { signature: '0OIl' },
    { signature: toBase58(new Uint8Array(63).fill(1)) },
  ])('a malformed signMessage answer %j is a typed error', async (answer) => {
    const provider = createSolanaSessionProvider(async () => answer)
    await expect(
      provider.signMessage({
        message: new Uint8Array([1]),
        account: '11111111111111111111111111111111',
      }),
    ).rejects.toBeInstanceOf(SolanaWalletAnswerError)
  })

  test('a returned transaction too short for SPEC §5 is refused', async () => {
    const provider = createSolanaSessionProvider(async () => ({
      signature: toBase58(new Uint8Array(64).fill(1)),
      transaction: toBase64(new Uint8Array(80).fill(1)),
    }))
    await expect(
      provider.signTransaction({
        transaction: new Uint8Array(120),
        account: '11111111111111111111111111111111',
        chain,
      }),
    ).rejects.toBeInstanceOf(InvalidSolanaTransactionError)
  })

  test('signAllTransactions answers with the wrong count or non-base64 are refused', async () => {
    for (const answer of [
      { transactions: [] },
      { transactions: ['***'] },
      {},
    ]) {
      const provider = createSolanaSessionProvider(async () => answer)
      await expect(
        provider.signAllTransactions({
          transactions: [new Uint8Array(120)],
          account: '11111111111111111111111111111111',
          chain,
        }),
      ).rejects.toBeInstanceOf(SolanaWalletAnswerError)
    }
  })
})
