// DOM project (happy-dom): a Solana request in the frame, from the
// service's review (/rpc/prepare) to the screen: every instruction named,
// warnings shown, the simulation's outcome; a refused review asks nobody.

import type { SolanaRequestReview } from '@latch/solana/transactions'
import {
  fireEvent,
  getAllByText,
  getByRole,
  queryByRole,
} from '@testing-library/dom'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
  type Route,
} from '../../../test/frame/createFrameHarness.js'

const CHAIN = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

const start = (describeRoute: Route) => {
  harness = createFrameHarness({
    storage: new Map([
      ['latch:frame:token:p1', JSON.stringify({ token: 't0k3n' })],
    ]),
    routes: {
      'POST /rpc/prepare': describeRoute,
      'POST /rpc': () => ({ result: { transactions: [] } }),
    },
  })
  return harness
}

const attack: Omit<SolanaRequestReview, 'namespace'> = {
  transactions: [
    {
      feePayer: 'Payer111',
      instructions: [
        {
          program: 'system',
          programAddress: '11111111111111111111111111111111',
          kind: 'TransferSol',
          fields: {
            source: 'Payer111',
            destination: 'Evil111',
            amount: '1000',
          },
          warnings: [],
        },
      ],
      simulation: { status: 'unavailable' },
    },
    {
      feePayer: 'Payer111',
      instructions: [
        {
          program: 'system',
          programAddress: '11111111111111111111111111111111',
          kind: 'Assign',
          fields: { account: 'Payer111', programAddress: 'Evil111' },
          warnings: ['assign'],
        },
        {
          program: 'token',
          programAddress: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          kind: 'SetAuthority',
          fields: {
            owned: 'Ata111',
            owner: 'Payer111',
            authorityType: 'AccountOwner',
            newAuthority: 'Evil111',
          },
          warnings: ['setAuthority'],
        },
      ],
      simulation: { status: 'unavailable' },
    },
  ],
}

describe('the Solana approval screen', () => {
  it('names every instruction of every transaction, with warnings and the simulation state', async () => {
    const frame = start(() => ({
      id: 'prepared-1',
      expiresAt: Date.now() + 300_000,
      review: { namespace: 'solana', ...attack },
    }))
    const reply = frame.send('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'solana_signAllTransactions',
      params: { transactions: ['AA==', 'AA=='] },
    })
    await frame.until(() => queryByRole(document.body, 'dialog') ?? undefined)
    const dialog = getByRole(document.body, 'dialog', {
      name: 'Approve request',
    })
    const text = dialog.textContent ?? ''
    expect(text).toContain('Transaction 1 · Instruction 1')
    expect(text).toContain('System · TransferSol')
    expect(text).toContain('System · Assign')
    expect(text).toContain('SPL Token · SetAuthority')
    expect(text).toContain('newAuthority: Evil111')
    expect(getAllByText(dialog, 'Warning')).toHaveLength(3)
    // Shown as warnings (the warning colour), label and text.
    for (const label of getAllByText(dialog, 'Warning')) {
      expect(label.className).toBe('approval-warning')
      expect(label.nextElementSibling?.className).toBe('approval-warning')
    }
    expect(text).toContain('2 warnings: read every instruction below.')
    expect(text).toContain('Assign hands this account to another program')
    expect(text).toContain('SetAuthority gives control of a token account')
    expect(getAllByText(dialog, 'Simulation unavailable')).toHaveLength(2)
    fireEvent.click(getByRole(dialog, 'button', { name: 'Reject' }))
    await frame.until(() => frame.replyTo(reply))
    expect(frame.calls.map((c) => c.path)).toEqual(['/rpc/prepare'])
  })

  it('a message the service refuses (a transaction) is never shown nor signed', async () => {
    const frame = start(() => [
      400,
      {
        error: {
          code: 'bad_request',
          message:
            'message is a Solana transaction, not a message: ask for solana_signTransaction instead',
        },
      },
    ])
    const reply = await frame.request('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'solana_signMessage',
      params: { message: '2' },
    })
    expect(reply.type).toBe('@latch-frame/RPC_REQUEST_ERROR')
    expect(reply.payload).toMatchObject({
      message:
        'message is a Solana transaction, not a message: ask for solana_signTransaction instead',
    })
    expect(queryByRole(document.body, 'dialog')).toBeNull()
    expect(frame.calls.map((c) => c.path)).toEqual(['/rpc/prepare'])
  })
})
