import {
  address,
  appendTransactionMessageInstruction,
  type Base58EncodedBytes,
  type Blockhash,
  createSolanaRpc,
  createTransactionMessage,
  estimateResourceLimitsFactory,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  lamports,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devSigner,
  signedTransaction,
} from '../../test/solana/solanaTestHelpers.js'
import {
  devSolanaAccounts,
  SOLANA_DEMO_TOKEN,
  SOLANA_DEV_ACCOUNT_LAMPORTS,
} from './devSolanaAccounts.js'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from './startSolanaDevnet.js'

// Any base58 32-byte value; the simulation replaces it.
const SOME_BLOCKHASH =
  'Ga3Ja4yUXqk4bqV8eFtDcHXLtmb2XUV2KEHpFghwu1Pm' as Blockhash

let devnet: StartSolanaDevnetReturnType
let rpc: Rpc<SolanaRpcApi>
const mint = address(SOLANA_DEMO_TOKEN.mint)
const account0 = address(devSolanaAccounts[0]!.address)

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  rpc = createSolanaRpc(devnet.url)
})
afterAll(() => devnet?.stop())

/** The base64 message of a base64 wire transaction. */
function messageOf(wire: string) {
  const { messageBytes } = getTransactionDecoder().decode(
    getBase64Encoder().encode(wire),
  )
  return getBase64Decoder().decode(
    messageBytes,
  ) as TransactionMessageBytesBase64
}

async function statusOf(signature: Signature) {
  const { value } = await rpc.getSignatureStatuses([signature]).send()
  return value[0]
}

describe('startSolanaDevnet, read through @solana/kit', () => {
  it('is the Latch Solana localnet with seeded dev accounts', async () => {
    expect(devnet.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.mint).toBe(SOLANA_DEMO_TOKEN.mint)
    expect(await rpc.getGenesisHash().send()).toBe(
      'B3a6eJyjz4Nhac9rNdEn8s1tXP2C949mKNDvyy6Zx6Mh',
    )
    expect(await rpc.getHealth().send()).toBe('ok')
    for (const account of devSolanaAccounts) {
      const { value } = await rpc.getBalance(address(account.address)).send()
      expect(value).toBe(SOLANA_DEV_ACCOUNT_LAMPORTS)
    }
  })

  it('shows each dev account 1,000,000 LDT (jsonParsed)', async () => {
    const { value } = await rpc
      .getTokenAccountsByOwner(account0, { mint }, { encoding: 'jsonParsed' })
      .send()
    expect(value).toHaveLength(1)
    const [ata] = await findAssociatedTokenPda({
      owner: account0,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect(value[0]?.pubkey).toBe(ata)
    expect(value[0]?.account.data.parsed.info).toMatchObject({
      mint,
      owner: account0,
      state: 'initialized',
      tokenAmount: {
        amount: '1000000000000',
        decimals: 6,
        uiAmount: 1_000_000,
        uiAmountString: '1000000',
      },
    })
    const byProgram = await rpc
      .getTokenAccountsByOwner(
        account0,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'base64' },
      )
      .send()
    expect(byProgram.value.map((entry) => entry.pubkey)).toEqual([ata])
    // the same through getProgramAccounts: token accounts (165 bytes) whose
    // owner (bytes 32–63) is account 0
    const owned = await rpc
      .getProgramAccounts(TOKEN_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [
          { dataSize: 165n },
          {
            memcmp: {
              offset: 32n,
              bytes: account0 as string as Base58EncodedBytes,
              encoding: 'base58',
            },
          },
        ],
      })
      .send()
    expect(owned.map((entry) => entry.pubkey)).toEqual([ata])
    const balance = await rpc.getTokenAccountBalance(ata).send()
    expect(balance.value.uiAmountString).toBe('1000000')
    const mintInfo = await rpc
      .getAccountInfo(mint, { encoding: 'jsonParsed' })
      .send()
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, isInitialized: true } },
    })
  })

  it('sends a SOL transfer: finalized status, balances move, history', async () => {
    const payer = await devSigner(1)
    const receiver = address(devSolanaAccounts[2]!.address)
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const amount = lamports(1_500_000_000n)
    const wire = await signedTransaction(
      payer,
      [
        getTransferSolInstruction({
          source: payer,
          destination: receiver,
          amount,
        }),
      ],
      lifetime,
    )
    const { value: fee } = await rpc.getFeeForMessage(messageOf(wire)).send()
    expect(fee).toBe(5000n)
    const slotBefore = await rpc.getSlot().send()
    const signature = await rpc
      .sendTransaction(wire as never, {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send()
    expect(await statusOf(signature)).toMatchObject({
      confirmationStatus: 'finalized',
      err: null,
    })
    expect(await rpc.getSlot().send()).toBe(slotBefore + 1n)
    const payerBalance = await rpc.getBalance(payer.address).send()
    expect(payerBalance.value).toBe(
      SOLANA_DEV_ACCOUNT_LAMPORTS - amount - 5000n,
    )
    const receiverBalance = await rpc.getBalance(receiver).send()
    expect(receiverBalance.value).toBe(SOLANA_DEV_ACCOUNT_LAMPORTS + amount)

    const transaction = await rpc
      .getTransaction(signature, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(transaction?.meta?.err).toBeNull()
    expect(transaction?.meta?.fee).toBe(5000n)
    expect(transaction?.transaction.message.accountKeys[0]).toBe(payer.address)
    expect(transaction?.transaction.signatures).toEqual([signature])
    const base64 = await rpc
      .getTransaction(signature, {
        encoding: 'base64',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(base64?.transaction[0]).toBe(wire)
    const parsed = await rpc
      .getTransaction(signature, {
        encoding: 'jsonParsed',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(parsed?.transaction.message.accountKeys.slice(0, 2)).toEqual([
      {
        pubkey: payer.address,
        signer: true,
        writable: true,
        source: 'transaction',
      },
      {
        pubkey: receiver,
        signer: false,
        writable: true,
        source: 'transaction',
      },
    ])
    const history = await rpc
      .getSignaturesForAddress(receiver, { limit: 1 })
      .send()
    expect(history[0]).toMatchObject({ signature, err: null })
  })

  it('accepts a base58 wire transaction too', async () => {
    const payer = await devSigner(3)
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const wire = await signedTransaction(
      payer,
      [
        getTransferSolInstruction({
          source: payer,
          destination: account0,
          amount: 1_000_000n,
        }),
      ],
      lifetime,
    )
    const base58 = getBase58Decoder().decode(getBase64Encoder().encode(wire))
    const signature = await rpc.sendTransaction(base58 as never).send()
    expect((await statusOf(signature))?.err).toBeNull()
  })

  it('airdrops SOL', async () => {
    const receiver = await generateKeyPairSigner()
    const signature = await rpc
      .requestAirdrop(receiver.address, lamports(2_000_000_000n))
      .send()
    expect((await statusOf(signature))?.confirmationStatus).toBe('finalized')
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(
      2_000_000_000n,
    )
  })

  it("simulates an unsigned message for kit's compute-unit estimate", async () => {
    const payer = await devSigner(3)
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: SOME_BLOCKHASH, lastValidBlockHeight: 0n },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: payer,
            destination: account0,
            amount: 1_000n,
          }),
          m,
        ),
    )
    const { computeUnitLimit } = await estimateResourceLimitsFactory({ rpc })(
      message,
    )
    expect(computeUnitLimit).toBeGreaterThan(0)
    expect(computeUnitLimit).toBeLessThan(10_000)
  })

  it('answers the cluster methods wallets call', async () => {
    const epoch = await rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBe(await rpc.getSlot().send())
    expect(await rpc.getBlockHeight().send()).toBe(epoch.blockHeight)
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+/)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(
      2_039_280n,
    )
    const accounts = await rpc
      .getMultipleAccounts([account0, mint], { encoding: 'base64' })
      .send()
    expect(accounts.value[0]?.owner).toBe('11111111111111111111111111111111')
    expect(accounts.value[1]?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
  })
})
