// The Activity rows' model: direction, counterparty (name, else the
// address shortened as the network's Account shows it), time, status and
// explorer link, from the history and from the account's own sends.
import { devnet, solanaDevnet, solanaLocalnet } from '@latch/common'
import type { SentTransaction, Transaction } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { transactionUrl } from '../../internal/transactionUrl.js'
import { fromHistory, fromSent, isListed } from './activityEntries.js'

const SOL_SELF = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const SOL_OTHER = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const none = new Map<string, string>()

const solanaReceived: Transaction = {
  id: SIGNATURE,
  metadata: {
    hash: SIGNATURE,
    minedAt: '2026-11-30T01:00:00.000Z',
    status: 'confirmed',
    sentFrom: SOL_OTHER,
    sentTo: SOL_SELF,
  },
  transfers: [
    {
      direction: 'in',
      sender: SOL_OTHER,
      recipient: SOL_SELF,
      fungible_info: { symbol: 'SOL' },
      quantity: { numeric: '0.5' },
    },
  ],
}

const solanaSend: SentTransaction = {
  hash: SIGNATURE,
  caipAddress: `${solanaLocalnet.caipNetworkId}:${SOL_SELF}`,
  to: SOL_OTHER,
  amount: '0.25',
  symbol: 'SOL',
  sentAt: '2026-11-30T01:02:00.000Z',
  status: 'pending',
}

describe('fromHistory', () => {
  it('a SOL transfer received on the local chain: Received from the sender, 4…4, its amount, time, confirmed, a Solana Explorer link on the custom cluster', () => {
    const entry = fromHistory(solanaReceived, [], solanaLocalnet, none)
    expect(entry).toMatchObject({
      direction: 'in',
      counterparty: 'DRpb…21hy',
      amount: '0.5',
      symbol: 'SOL',
      time: '2026-11-30T01:00:00.000Z',
      status: 'confirmed',
    })
    const link = new URL(entry.explorer?.href ?? '')
    expect(entry.explorer?.name).toBe('Solana Explorer')
    expect(link.pathname).toBe(`/tx/${SIGNATURE}`)
    expect(link.searchParams.get('cluster')).toBe('custom')
    expect(link.searchParams.get('customUrl')).toBe('http://127.0.0.1:8899')
  })

  it('a failed transaction without a transfer: no direction, failed, the other side from its metadata', () => {
    const entry = fromHistory(
      {
        id: 'x',
        metadata: {
          hash: SIGNATURE,
          minedAt: '2026-11-30T01:00:00.000Z',
          status: 'failed',
          sentTo: SOL_OTHER,
        },
        transfers: [],
      },
      [],
      solanaLocalnet,
      none,
    )
    expect(entry.direction).toBeUndefined()
    expect(entry.status).toBe('failed')
    expect(entry.counterparty).toBe('DRpb…21hy')
  })

  it('an EVM send keeps the name it was entered with, else the registered one, else 0x1234…abcd', () => {
    const to = '0x1111111111111111111111111111111111111111'
    const hash = `0x${'a'.repeat(64)}`
    const evm: Transaction = {
      id: hash,
      metadata: { hash, minedAt: '2026-11-30T01:00:00.000Z', sentTo: to },
      transfers: [{ direction: 'out', recipient: to }],
    }
    expect(fromHistory(evm, [], devnet, none).counterparty).toBe('0x1111…1111')
    const names = new Map([[to, 'ada.latch.id']])
    expect(fromHistory(evm, [], devnet, names).counterparty).toBe(
      'ada.latch.id',
    )
    const own: SentTransaction = {
      ...solanaSend,
      hash,
      to,
      toName: 'bob.latch.id',
    }
    expect(fromHistory(evm, [own], devnet, names).counterparty).toBe(
      'bob.latch.id',
    )
    // The devnet has no explorer: no link rather than a broken one.
    expect(fromHistory(evm, [], devnet, none).explorer).toBeUndefined()
  })

  it("the host's address label comes before every name (SPEC §3 address labels)", () => {
    const to = '0x1111111111111111111111111111111111111111'
    const hash = `0x${'b'.repeat(64)}`
    const evm: Transaction = {
      id: hash,
      // A checksummed-looking spelling still finds the lower-cased label.
      metadata: { hash, minedAt: '2026-11-30T01:00:00.000Z', sentTo: to },
      transfers: [
        { direction: 'out', recipient: to.toUpperCase().replace('0X', '0x') },
      ],
    }
    const names = new Map([[to, 'ada.latch.id']])
    const labels = { [to]: 'Treasury' }
    expect(fromHistory(evm, [], devnet, names, labels).counterparty).toBe(
      'Treasury',
    )
    const own: SentTransaction = {
      ...solanaSend,
      hash,
      to,
      toName: 'bob.latch.id',
    }
    expect(fromSent(own, devnet, names, labels).counterparty).toBe('Treasury')
    // Solana addresses are case-sensitive: only the exact spelling matches.
    const solana = fromSent(solanaSend, solanaLocalnet, none, {
      [solanaSend.to.toLowerCase()]: 'Wrong case',
      [solanaSend.to]: 'Savings',
    })
    expect(solana.counterparty).toBe('Savings')
  })
})

describe('fromSent', () => {
  it("the account's own Solana send: Sent, pending, the receiver 4…4, the signature's link", () => {
    const entry = fromSent(solanaSend, solanaLocalnet, none)
    expect(entry).toMatchObject({
      direction: 'out',
      counterparty: 'DRpb…21hy',
      amount: '0.25',
      symbol: 'SOL',
      status: 'pending',
      time: '2026-11-30T01:02:00.000Z',
    })
    expect(entry.explorer?.href).toContain(`/tx/${SIGNATURE}?cluster=custom`)
  })

  it('is listed once the history has its signature', () => {
    expect(isListed([solanaReceived], SIGNATURE)).toBe(true)
    expect(isListed([solanaReceived], SIGNATURE.slice(1))).toBe(false)
  })
})

describe('transactionUrl', () => {
  it('puts /tx/<id> before a cluster query, after a fragment, and after a plain URL', () => {
    expect(transactionUrl(solanaDevnet, SIGNATURE)?.href).toBe(
      `https://solscan.io/tx/${SIGNATURE}?cluster=devnet`,
    )
    const page = {
      ...devnet,
      blockExplorers: {
        default: {
          name: 'Devnet Explorer',
          url: 'http://127.0.0.1:5173/explorer.html?chain=31337#',
        },
      },
    }
    expect(transactionUrl(page, '0xab')?.href).toBe(
      'http://127.0.0.1:5173/explorer.html?chain=31337#/tx/0xab',
    )
    const plain = {
      ...devnet,
      blockExplorers: {
        default: { name: 'Etherscan', url: 'https://etherscan.io/' },
      },
    }
    expect(transactionUrl(plain, '0xab')?.href).toBe(
      'https://etherscan.io/tx/0xab',
    )
  })
})
