import { describeSolanaRequest } from '@latch/solana/transactions'
import {
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import {
  devSolanaAccounts,
  SOLANA_DEMO_TOKEN_MINT,
} from '../solana/devSolanaAccounts.js'
import { createPromptRequest } from './createPromptRequest.js'

const payer = devSolanaAccounts[0]!.address
const other = devSolanaAccounts[1]!.address
const context = { origin: 'http://x.test', account: payer }

function wire(instructions: Instruction[]) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer as never, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash('11111111111111111111111111111111'),
          lastValidBlockHeight: 1n,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
}

/** The prompt of a Solana feature call, as the dev wallet builds it. */
const prompt = (
  method: 'solana:signMessage' | 'solana:signTransaction',
  params: { message?: Uint8Array; transactions?: Uint8Array[] },
) =>
  createPromptRequest(method, {
    ...context,
    review: describeSolanaRequest(
      method === 'solana:signMessage'
        ? 'solana_signMessage'
        : 'solana_signAllTransactions',
      params,
    ),
  })
const line = (request: ReturnType<typeof prompt>, label: string) =>
  request.details.find((d) => d.label === label)?.value

describe('createPromptRequest (Solana)', () => {
  it('lists SOL and SPL token transfers with the fee payer', () => {
    const signer = createNoopSigner(payer as never)
    const request = prompt('solana:signTransaction', {
      transactions: [
        wire([
          getTransferSolInstruction({
            source: signer,
            destination: other as never,
            amount: 250_000_000n,
          }),
          getTransferCheckedInstruction({
            source: other as never,
            mint: SOLANA_DEMO_TOKEN_MINT as never,
            destination: payer as never,
            authority: signer,
            amount: 12_500_000n,
            decimals: 6,
          }),
        ]),
      ],
    })
    expect(request.details).toEqual([
      { label: 'Site', value: 'http://x.test' },
      { label: 'Account', value: payer },
      { label: 'Fee payer', value: payer },
      { label: 'Instructions', value: '2 instructions' },
      { label: 'Instruction 1', value: 'System · TransferSol' },
      { label: 'To', value: other },
      { label: 'Value', value: '0.25 SOL' },
      { label: 'Instruction 2', value: 'SPL Token · TransferChecked' },
      { label: 'From token account', value: other },
      { label: 'Owner', value: payer },
      { label: 'To token account', value: payer },
      { label: 'Value', value: `12.5 of token ${SOLANA_DEMO_TOKEN_MINT}` },
      { label: 'Balance changes (simulated)', value: 'Simulation unavailable' },
    ])
  })

  it('says when bytes are not a transaction, shows non-UTF-8 messages as hex', () => {
    expect(
      line(
        prompt('solana:signTransaction', {
          transactions: [new Uint8Array([1, 2])],
        }),
        'Instructions',
      ),
    ).toMatch(/^Cannot be read/)
    expect(
      line(
        prompt('solana:signMessage', { message: new Uint8Array([0xff, 0]) }),
        'Message',
      ),
    ).toBe('0xff00')
    expect(
      line(
        prompt('solana:signMessage', {
          message: new TextEncoder().encode('hé'),
        }),
        'Message',
      ),
    ).toBe('hé')
  })

  it('titles each request', () => {
    const tx = wire([])
    expect(
      createPromptRequest('standard:connect', {
        ...context,
        chainName: 'Solana',
        connect: true,
      }),
    ).toMatchObject({
      title: 'Connect to http://x.test?',
      details: [
        { label: 'Site', value: 'http://x.test' },
        { label: 'Account', value: payer },
        { label: 'Network', value: 'Solana' },
      ],
    })
    expect(
      prompt('solana:signTransaction', { transactions: [tx, tx, tx] }).title,
    ).toBe('Sign 3 transactions')
    expect(
      createPromptRequest('solana:signAndSendTransaction', {
        ...context,
        review: describeSolanaRequest('solana_signAndSendTransaction', {
          transaction: tx,
        }),
      }).title,
    ).toBe('Send transaction')
  })
})

describe('createPromptRequest (the wallet own prompts)', () => {
  it('switches and adds networks, shows a batch status; reveals what the page named', () => {
    const target = { chainId: 42, name: 'Other\u202E', rpcUrl: 'http://rpc' }
    const add = createPromptRequest('wallet_addEthereumChain', {
      ...context,
      chainName: 'Latch Devnet',
      targetChain: target,
      add: true,
    })
    expect(add.title).toBe('Add network')
    expect(add.details.slice(3)).toEqual([
      { label: 'To', value: 'Other⟨U+202E⟩ (42)' },
      { label: 'RPC', value: 'http://rpc' },
    ])
    expect(add.warnings).toHaveLength(1)
    expect(
      createPromptRequest('wallet_switchEthereumChain', {
        ...context,
        targetChain: target,
      }).title,
    ).toBe('Switch network')
    const status = createPromptRequest('wallet_showCallsStatus', {
      ...context,
      callsStatus: {
        id: '0x01',
        status: 600,
        receipts: [{ transactionHash: '0xaa', status: '0x0' }],
      },
    })
    expect(status.details.slice(2)).toEqual([
      { label: 'Batch', value: '0x01' },
      { label: 'Status', value: 'Partially reverted' },
      { label: 'Transaction 1', value: '0xaa (reverted)' },
    ])
  })
})
