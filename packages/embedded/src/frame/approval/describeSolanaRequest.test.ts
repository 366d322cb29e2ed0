import { describe, expect, it } from 'vitest'
import { describeSolanaRequest } from './describeSolanaRequest.js'

describe('describeSolanaRequest', () => {
  it('shows a message as text, or as hex when binary', () => {
    expect(
      describeSolanaRequest('solana_signMessage', { text: 'hi', hex: '6869' }),
    ).toEqual({
      title: 'Sign a message',
      details: [{ label: 'Message', value: 'hi', block: true }],
    })
    expect(
      describeSolanaRequest('solana_signMessage', { hex: 'ff00' }).details,
    ).toEqual([{ label: 'Message', value: '0xff00', block: true }])
  })

  it('shows each transaction: fee payer, instructions, SOL transfers', () => {
    const tx = {
      feePayer: 'Payer111',
      instructions: 2,
      transfers: [{ to: 'To111', lamports: '1250000000' }],
    }
    expect(
      describeSolanaRequest('solana_signAndSendTransaction', {
        transactions: [tx],
      }),
    ).toEqual({
      title: 'Send a transaction',
      details: [
        { label: 'Fee payer', value: 'Payer111' },
        { label: 'Instructions', value: '2' },
        { label: 'To', value: 'To111' },
        { label: 'Value', value: '1.25 SOL' },
      ],
    })
    expect(
      describeSolanaRequest('solana_signTransaction', {
        transactions: [
          {
            ...tx,
            transfers: [],
            tokenTransfers: [
              {
                toAccount: 'Ata111',
                mint: 'Mint111',
                amount: '25000000',
                decimals: 6,
              },
            ],
          },
        ],
      }).details.slice(2),
    ).toEqual([
      { label: 'To token account', value: 'Ata111' },
      { label: 'Value', value: '25 of token Mint111' },
    ])
    const all = describeSolanaRequest('solana_signAllTransactions', {
      transactions: [tx, { ...tx, transfers: [] }],
    })
    expect(all.title).toBe('Sign transactions')
    expect(all.details.map((d) => d.label)).toEqual([
      'Transaction 1 · Fee payer',
      'Transaction 1 · Instructions',
      'Transaction 1 · To',
      'Transaction 1 · Value',
      'Transaction 2 · Fee payer',
      'Transaction 2 · Instructions',
    ])
  })
})
