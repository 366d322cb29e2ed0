import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  isSolanaError,
  type Rpc,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type SolanaRpcApi,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devSigner,
  rpcCall,
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

let devnet: StartSolanaDevnetReturnType
let rpc: Rpc<SolanaRpcApi>
const mint = address(SOLANA_DEMO_TOKEN.mint)
const account0 = address(devSolanaAccounts[0]!.address)

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  rpc = createSolanaRpc(devnet.url)
})
afterAll(() => devnet?.stop())

async function statusOf(signature: Signature) {
  const { value } = await rpc.getSignatureStatuses([signature]).send()
  return value[0]
}

describe('transactions on the local Solana chain', () => {
  it('moves LDT with an SPL transferChecked', async () => {
    const owner = await devSigner(4)
    const receiver = await generateKeyPairSigner()
    const [source] = await findAssociatedTokenPda({
      owner: owner.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const wire = await signedTransaction(
      owner,
      [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: owner,
          ata: destination,
          owner: receiver.address,
          mint,
        }),
        getTransferCheckedInstruction({
          source,
          mint,
          destination,
          authority: owner,
          amount: 2_500_000n,
          decimals: 6,
        }),
      ],
      lifetime,
    )
    const signature = await rpc
      .sendTransaction(wire as never, { encoding: 'base64' })
      .send()
    expect((await statusOf(signature))?.err).toBeNull()
    const received = await rpc.getTokenAccountBalance(destination).send()
    expect(received.value).toMatchObject({
      amount: '2500000',
      uiAmountString: '2.5',
    })
    const left = await rpc.getTokenAccountBalance(source).send()
    expect(left.value.amount).toBe('999997500000')
    const transaction = await rpc
      .getTransaction(signature, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(
      transaction?.meta?.postTokenBalances?.find(
        (entry) => entry.owner === receiver.address,
      )?.uiTokenAmount.amount,
    ).toBe('2500000')
  })

  it('reports a failed transfer (insufficient funds)', async () => {
    const payer = await devSigner(5)
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const tooMuch = getTransferSolInstruction({
      source: payer,
      destination: account0,
      amount: SOLANA_DEV_ACCOUNT_LAMPORTS * 2n,
    })
    const wire = await signedTransaction(payer, [tooMuch], lifetime)
    // preflight: -32002 with the simulation's logs, nothing lands
    const answer = await rpcCall(devnet.url, 'sendTransaction', [
      wire,
      { encoding: 'base64' },
    ])
    expect(answer.json.error.code).toBe(-32002)
    expect(answer.json.error.message).toMatch(
      /^Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1$/,
    )
    expect(answer.json.error.data.err).toEqual({
      InstructionError: [0, { Custom: 1 }],
    })
    expect(answer.json.error.data.logs.join('\n')).toMatch(
      /insufficient lamports/,
    )
    await expect(
      rpc.sendTransaction(wire as never, { encoding: 'base64' }).send(),
    ).rejects.toSatisfy((error) =>
      isSolanaError(
        error,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      ),
    )
    const simulated = await rpc
      .simulateTransaction(wire as never, { encoding: 'base64' })
      .send()
    // kit reads JSON numbers as bigints
    expect(simulated.value.err).toEqual({
      InstructionError: [0n, { Custom: 1n }],
    })
    // without preflight it lands, fails, and the fee is paid
    const signature = await rpc
      .sendTransaction(wire as never, {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    expect(await statusOf(signature)).toMatchObject({
      confirmationStatus: 'finalized',
      err: { InstructionError: [0n, { Custom: 1n }] },
    })
    expect((await rpc.getBalance(payer.address).send()).value).toBe(
      SOLANA_DEV_ACCOUNT_LAMPORTS - 5000n,
    )
  })

  it('rejects an unknown blockhash and a replayed transaction', async () => {
    const payer = await devSigner(6)
    const unknown = {
      blockhash: 'Ga3Ja4yUXqk4bqV8eFtDcHXLtmb2XUV2KEHpFghwu1Pm' as never,
      lastValidBlockHeight: 999n,
    }
    const transfer = getTransferSolInstruction({
      source: payer,
      destination: account0,
      amount: 1_000n,
    })
    const stale = await signedTransaction(payer, [transfer], unknown)
    const answer = await rpcCall(devnet.url, 'sendTransaction', [
      stale,
      { encoding: 'base64' },
    ])
    expect(answer.json.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound' },
    })
    expect((await rpc.isBlockhashValid(unknown.blockhash).send()).value).toBe(
      false,
    )
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    expect((await rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(
      true,
    )
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
    await rpc.sendTransaction(wire as never, { encoding: 'base64' }).send()
    const replay = await rpcCall(devnet.url, 'sendTransaction', [
      wire,
      { encoding: 'base64' },
    ])
    expect(replay.json.error).toMatchObject({
      code: -32002,
      data: { err: 'AlreadyProcessed' },
    })
  })

  it('pages an address history and asks for the v0 opt-in', async () => {
    // account 0 received in each test above: newest first
    const all = await rpc.getSignaturesForAddress(account0).send()
    expect(all.length).toBeGreaterThanOrEqual(3)
    const slots = all.map((entry) => entry.slot)
    expect([...slots].sort((a, b) => Number(b - a))).toEqual(slots)
    const page = await rpc
      .getSignaturesForAddress(account0, {
        before: all[0]!.signature,
        limit: 1,
      })
      .send()
    expect(page.map((entry) => entry.signature)).toEqual([all[1]!.signature])
    const until = await rpc
      .getSignaturesForAddress(account0, { until: all[1]!.signature })
      .send()
    expect(until.map((entry) => entry.signature)).toEqual([all[0]!.signature])
    const legacyClient = await rpcCall(devnet.url, 'getTransaction', [
      all[0]!.signature,
    ])
    expect(legacyClient.json.error.code).toBe(-32015)
  })
  it('simulates with `accounts`: the accounts after the transaction, nothing committed', async () => {
    const payer = await devSigner(9)
    const receiver = await generateKeyPairSigner()
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const wire = await signedTransaction(
      payer,
      [
        getTransferSolInstruction({
          source: payer,
          destination: receiver.address,
          amount: 1_000_000n,
        }),
      ],
      lifetime,
    )
    const before = (await rpc.getBalance(payer.address).send()).value
    const nobody = (await generateKeyPairSigner()).address
    const { value } = await rpc
      .simulateTransaction(wire as never, {
        encoding: 'base64',
        accounts: {
          addresses: [payer.address, receiver.address, nobody],
          encoding: 'base64',
        },
      })
      .send()
    expect(value.err).toBeNull()
    const [from, to, none] = value.accounts ?? []
    expect(from?.lamports).toBe(before - 1_000_000n - 5000n)
    expect(to?.lamports).toBe(1_000_000n)
    expect(to?.data).toEqual(['', 'base64'])
    expect(none).toBeNull()
    // A simulation commits nothing.
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before)
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(0n)
  })
})
