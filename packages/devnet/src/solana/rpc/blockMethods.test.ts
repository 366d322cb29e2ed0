// getBlock / getBlockTime of the local chain read through @solana/kit's RPC
// client (one block per landed transaction), a skipPreflight transaction
// that fails on execution as a validator shows it (fee paid, err in the
// status, getTransaction and its block), and bad input answered -32602.
import {
  address,
  createSolanaRpc,
  isSolanaError,
  type Rpc,
  type Signature,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_BLOCK_NOT_AVAILABLE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type SolanaRpcApi,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devSigner,
  rpcCall,
  signedTransaction,
} from '../../../test/solana/solanaTestHelpers.js'
import {
  devSolanaAccounts,
  SOLANA_DEV_ACCOUNT_LAMPORTS,
} from '../devSolanaAccounts.js'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../startSolanaDevnet.js'

let devnet: StartSolanaDevnetReturnType
let rpc: Rpc<SolanaRpcApi>
const receiver = address(devSolanaAccounts[1]!.address)

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  rpc = createSolanaRpc(devnet.url)
})
afterAll(() => devnet?.stop())

/** Signs `lamports` from dev account `from` to account 1; sends it. */
async function transfer(from: number, lamports: bigint, skipPreflight = false) {
  const payer = await devSigner(from)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const wire = await signedTransaction(
    payer,
    [
      getTransferSolInstruction({
        source: payer,
        destination: receiver,
        amount: lamports,
      }),
    ],
    lifetime,
  )
  const signature = (await rpc
    .sendTransaction(wire as never, { encoding: 'base64', skipPreflight })
    .send()) as Signature
  return { signature, lifetime, payer }
}

const notAvailable = (error: unknown) =>
  isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_BLOCK_NOT_AVAILABLE)

describe('blocks of the local chain', () => {
  it("gives a landed transaction's block: slot, parent, blockhashes, time, its signature", async () => {
    const first = await transfer(2, 1_000n)
    const second = await transfer(2, 2_000n)
    const landed = await rpc
      .getTransaction(first.signature, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    const slot = landed?.slot as bigint
    const block = await rpc
      .getBlock(slot, { maxSupportedTransactionVersion: 0 })
      .send()
    expect(block).toMatchObject({
      parentSlot: slot - 1n,
      blockHeight: slot,
      blockTime: landed?.blockTime,
      previousBlockhash: first.lifetime.blockhash,
      rewards: [],
    })
    expect(block?.transactions.map((t) => t.transaction.signatures[0])).toEqual(
      [first.signature],
    )
    // The blockhash this block made is the one the next transaction used.
    expect(block?.blockhash).toBe(second.lifetime.blockhash)
    expect(await rpc.getBlockTime(slot).send()).toBe(landed?.blockTime)
    for (const commitment of ['confirmed', 'finalized'] as const) {
      const signatures = await rpc
        .getBlock(slot, { commitment, transactionDetails: 'signatures' })
        .send()
      expect(signatures?.signatures).toEqual([first.signature])
    }
    const bare = await rpc
      .getBlock(slot, { transactionDetails: 'none', rewards: false })
      .send()
    expect(bare).toEqual({
      blockHeight: slot,
      blockTime: landed?.blockTime,
      blockhash: block?.blockhash,
      parentSlot: slot - 1n,
      previousBlockhash: first.lifetime.blockhash,
    })
    const base64 = await rpc
      .getBlock(slot, {
        encoding: 'base64',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(base64?.transactions[0]?.transaction[1]).toBe('base64')
  })

  it('answers -32004 for a slot with no block yet (getBlock and getBlockTime)', async () => {
    const next = (await rpc.getSlot().send()) + 5n
    await expect(rpc.getBlock(next).send()).rejects.toSatisfy(notAvailable)
    await expect(rpc.getBlockTime(next).send()).rejects.toSatisfy(notAvailable)
    const raw = await rpcCall(devnet.url, 'getBlockTime', [Number(next)])
    expect(raw.json.error).toEqual({
      code: -32004,
      message: `Block not available for slot ${next}`,
    })
  })

  it('lands a failing transaction sent with skipPreflight: fee paid, err in status, getTransaction and getBlock', async () => {
    const tooMuch = SOLANA_DEV_ACCOUNT_LAMPORTS * 2n
    // With preflight the node refuses it (-32002) and nothing lands.
    const refused = await transfer(3, tooMuch).catch((error) => error)
    expect(
      isSolanaError(
        refused,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      ),
    ).toBe(true)
    const { signature, payer } = await transfer(3, tooMuch, true)
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    expect(status?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    const landed = await rpc
      .getTransaction(signature, {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(landed?.meta).toMatchObject({
      err: { InstructionError: [0n, { Custom: 1n }] },
      fee: 5000n,
    })
    expect((await rpc.getBalance(payer.address).send()).value).toBe(
      SOLANA_DEV_ACCOUNT_LAMPORTS - 5000n,
    )
    const block = await rpc
      .getBlock(landed?.slot as bigint, { maxSupportedTransactionVersion: 0 })
      .send()
    expect(block?.transactions[0]?.meta?.err).toEqual({
      InstructionError: [0n, { Custom: 1n }],
    })
  })

  it('answers malformed params with -32602 and -32015 without the v0 opt-in, then still answers', async () => {
    const bad: [string, unknown][] = [
      ['getBlock', []],
      ['getBlock', ['1']],
      ['getBlock', [-1]],
      ['getBlock', [1.5]],
      ['getBlock', [0, 5]],
      ['getBlock', [0, { commitment: 'processed' }]],
      ['getBlock', [0, { commitment: 'soon' }]],
      ['getBlock', [0, { encoding: 'hex' }]],
      ['getBlock', [0, { transactionDetails: 'accounts!' }]],
      ['getBlock', [0, { rewards: 'yes' }]],
      ['getBlock', [0, { maxSupportedTransactionVersion: 1 }]],
      ['getBlockTime', []],
      ['getBlockTime', [{ slot: 1 }]],
      ['getBlockTime', ['x'.repeat(10_000)]],
    ]
    for (const [method, params] of bad) {
      const { json } = await rpcCall(devnet.url, method, params)
      expect(json.error?.code, `${method} ${JSON.stringify(params)}`).toBe(
        -32602,
      )
    }
    const { json } = await rpcCall(devnet.url, 'getBlock', [0])
    expect(json.error.code).toBe(-32015)
    expect((await rpcCall(devnet.url, 'getHealth', [])).json.result).toBe('ok')
  })
})
