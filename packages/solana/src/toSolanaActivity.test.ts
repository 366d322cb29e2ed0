// A Solana transaction as an Activity entry, from the SOL balances before
// and after it: sent or received, the counterparty, the amount without
// the fee, the status and time.
import { solanaLocalnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import {
  type SolanaLandedTransaction,
  toSolanaActivity,
} from './toSolanaActivity.js'

const A = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const B = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const SYSTEM = '11111111111111111111111111111111'
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

/** A pays 5,000 lamports to send 0.25 SOL to B, at block time 1,800,000,000. */
const transfer: SolanaLandedTransaction = {
  signature: SIGNATURE,
  blockTime: 1_800_000_000n,
  err: null,
  accountKeys: [A, B, SYSTEM],
  preBalances: [10_000_000_000n, 1_000_000_000n, 1n],
  postBalances: [9_749_995_000n, 1_250_000_000n, 1n],
  fee: 5_000n,
}

describe('toSolanaActivity', () => {
  it("the sender's: out, to B, 0.25 SOL (the fee is no transfer), confirmed, mined at the block time", () => {
    const t = toSolanaActivity(transfer, A, solanaLocalnet)
    expect(t.id).toBe(SIGNATURE)
    expect(t.metadata).toMatchObject({
      hash: SIGNATURE,
      minedAt: '2027-01-15T08:00:00.000Z',
      status: 'confirmed',
      sentFrom: A,
      sentTo: B,
      chain: solanaLocalnet.caipNetworkId,
    })
    expect(t.transfers).toEqual([
      {
        direction: 'out',
        sender: A,
        recipient: B,
        fungible_info: { name: 'Solana', symbol: 'SOL' },
        quantity: { numeric: '0.25' },
      },
    ])
  })

  it("the receiver's: in, from A, 0.25 SOL", () => {
    const t = toSolanaActivity(transfer, B, solanaLocalnet)
    expect(t.transfers[0]).toMatchObject({
      direction: 'in',
      sender: A,
      recipient: B,
      quantity: { numeric: '0.25' },
    })
    expect(t.metadata.sentFrom).toBe(A)
  })

  it('a failed transaction: only the fee moved, so no transfer; failed', () => {
    const t = toSolanaActivity(
      {
        ...transfer,
        err: { InstructionError: [0, 'Custom'] },
        postBalances: [9_999_995_000n, 1_000_000_000n, 1n],
      },
      A,
      solanaLocalnet,
    )
    expect(t.transfers).toEqual([])
    expect(t.metadata.status).toBe('failed')
    // Nothing moved to anyone: no counterparty is made up.
    expect(t.metadata.sentTo).toBeUndefined()
  })

  it('numbers as some RPCs give them (u64 as JSON numbers) read the same', () => {
    const t = toSolanaActivity(
      {
        ...transfer,
        blockTime: 1_800_000_000,
        preBalances: [10_000_000_000, 1_000_000_000, 1],
        postBalances: [9_749_995_000, 1_250_000_000, 1],
        fee: 5_000,
      },
      A,
      solanaLocalnet,
    )
    expect(t.transfers[0]?.quantity?.numeric).toBe('0.25')
  })

  it("an SPL token sent: the token (named by its mint) and its receiver, not the rent paid for the receiver's new token account", () => {
    const MINT = 'LDTmint1111111111111111111111111111111111111'
    const NEW_ACCOUNT = 'ATAofB1111111111111111111111111111111111111'
    const sent: SolanaLandedTransaction = {
      ...transfer,
      accountKeys: [A, NEW_ACCOUNT, SYSTEM],
      // A pays the fee and 0.00203928 SOL of rent for B's token account.
      preBalances: [10_000_000_000n, 0n, 1n],
      postBalances: [9_997_955_720n, 2_039_280n, 1n],
      preTokenBalances: [
        {
          mint: MINT,
          owner: A,
          uiTokenAmount: { amount: '5000000', decimals: 6 },
        },
      ],
      postTokenBalances: [
        {
          mint: MINT,
          owner: A,
          uiTokenAmount: { amount: '3500000', decimals: 6 },
        },
        {
          accountIndex: 1,
          mint: MINT,
          owner: B,
          uiTokenAmount: { amount: '1500000', decimals: 6 },
        },
      ],
    }
    const t = toSolanaActivity(sent, A, solanaLocalnet)
    expect(t.transfers).toEqual([
      {
        direction: 'out',
        sender: A,
        recipient: B,
        fungible_info: { name: MINT, symbol: 'LDTm…' },
        quantity: { numeric: '1.5' },
      },
    ])
    expect(t.metadata).toMatchObject({ sentFrom: A, sentTo: B })
    // And the receiver's: in, from A.
    const received = toSolanaActivity(sent, B, solanaLocalnet)
    expect(received.transfers[0]).toMatchObject({
      direction: 'in',
      sender: A,
      recipient: B,
      quantity: { numeric: '1.5' },
    })
  })

  it('token balances that cannot be read (no owner, a non-decimal amount) make no transfer up', () => {
    const t = toSolanaActivity(
      {
        ...transfer,
        postBalances: transfer.preBalances.map((b, i) =>
          i === 0 ? BigInt(b) - 5_000n : b,
        ),
        preTokenBalances: [
          { mint: 'M', uiTokenAmount: { amount: '5', decimals: 0 } },
          { mint: 'M', owner: A, uiTokenAmount: { amount: 'x', decimals: 2 } },
        ],
        postTokenBalances: [
          {
            mint: 'M',
            owner: A,
            uiTokenAmount: { amount: 'NaN', decimals: 2 },
          },
        ],
      },
      A,
      solanaLocalnet,
    )
    expect(t.transfers).toEqual([])
  })
})
