import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import {
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { chainName } from './chainName.js'
import { describeRequest } from './describeRequest.js'

const solanaLocal = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'
const btc = 'bip122:000000000019d6689c085ae165831e93'
const payer = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9'
const to = '9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu'
const value = (details: { label: string; value: string }[], label: string) =>
  details.find((d) => d.label === label)?.value

function solTransfer() {
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
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(payer as never),
          destination: to as never,
          amount: 1_500_000_000n,
        }),
        m,
      ),
  )
  return getBase64Decoder().decode(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
}

describe('describeRequest', () => {
  it('names Solana and Bitcoin networks', () => {
    expect(chainName([], solanaLocal)).toBe(`Solana Local (${solanaLocal})`)
    expect(chainName([], btc)).toBe(`Bitcoin (${btc})`)
    expect(chainName([], 'bip122:ffff')).toBe('Chain bip122:ffff')
  })

  it('shows a Solana message as text and a transaction as fee payer, instructions and SOL', () => {
    const message = describeRequest(
      'solana_signMessage',
      {
        message: getBase58Decoder().decode(
          new TextEncoder().encode('gm Latch'),
        ),
        pubkey: payer,
      },
      'Solana Local',
      solanaLocal,
    )
    expect(message.title).toBe('Sign message')
    expect(value(message.details, 'Namespace')).toBe('Solana (solana)')
    expect(value(message.details, 'Message')).toBe('gm Latch')
    const send = describeRequest(
      'solana_signAndSendTransaction',
      {
        transaction: solTransfer(),
        sendOptions: { preflightCommitment: 'confirmed' },
      },
      'Solana Local',
      solanaLocal,
    )
    expect(send.title).toBe('Send transaction')
    expect(value(send.details, 'Fee payer')).toBe(payer)
    expect(value(send.details, 'Instructions')).toBe('1 instruction')
    expect(value(send.details, 'Instruction 1')).toBe(
      `Transfer 1.5 SOL to ${to}`,
    )
    // Every instruction's fields too, and what was (not) simulated.
    expect(value(send.details, 'To')).toBe(to)
    expect(value(send.details, 'Value')).toBe('1.5 SOL')
    expect(value(send.details, 'Simulated changes')).toBe(
      'Simulation unavailable',
    )
    expect(value(send.details, 'Preflight commitment')).toBe('confirmed')
    const all = describeRequest(
      'solana_signAllTransactions',
      { transactions: [solTransfer(), 'AQ=='] },
      'Solana Local',
      solanaLocal,
    )
    expect(value(all.details, 'Transaction 1 · Fee payer')).toBe(payer)
    expect(value(all.details, 'Transaction 2 · Instructions')).toMatch(
      /^Cannot be read/,
    )
  })

  it('shows a PSBT as inputs, outputs and fee, and a transfer in BTC', () => {
    const own = bitcoinAccount(0, { testnet: false })
    const recipient = bitcoinAccount(1, { testnet: false }).address
    const tx = new Transaction()
    tx.addInput({
      txid: '11'.repeat(32),
      index: 0,
      witnessUtxo: { script: own.script, amount: 100_000n },
    })
    tx.addOutputAddress(recipient, 60_000n)
    tx.addOutputAddress(own.address, 39_000n)
    const psbt = describeRequest(
      'signPsbt',
      {
        account: own.address,
        psbt: base64.encode(tx.toPSBT()),
        signInputs: [{ address: own.address, index: 0 }],
      },
      'Bitcoin',
      btc,
    )
    expect(psbt.title).toBe('Sign PSBT')
    expect(value(psbt.details, 'Namespace')).toBe('Bitcoin (bip122)')
    expect(value(psbt.details, 'Inputs')).toBe('#0: 0.001 BTC')
    expect(value(psbt.details, 'Outputs')).toBe(
      `0.0006 BTC to ${recipient}\n0.00039 BTC to ${own.address}`,
    )
    expect(value(psbt.details, 'Fee')).toBe('0.00001 BTC')
    expect(value(psbt.details, 'Inputs to sign')).toBe('#0')
    const transfer = describeRequest(
      'sendTransfer',
      { account: own.address, recipientAddress: recipient, amount: '150000' },
      'Bitcoin',
      btc,
    )
    expect(transfer.title).toBe('Send bitcoin')
    expect(value(transfer.details, 'Amount')).toBe('0.0015 BTC')
    const sign = describeRequest(
      'signMessage',
      { account: own.address, message: 'hi', protocol: 'ecdsa' },
      'Bitcoin',
      btc,
    )
    expect(value(sign.details, 'Signature type')).toBe(
      'Legacy (BIP-137, ECDSA)',
    )
  })

  it('never throws on malformed params', () => {
    for (const method of [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'signPsbt',
      'sendTransfer',
      'signMessage',
    ])
      for (const params of [
        undefined,
        null,
        'x',
        [],
        { psbt: 'zz', transaction: 5 },
      ])
        expect(
          describeRequest(
            method,
            params,
            'x',
            method.startsWith('solana') ? solanaLocal : btc,
          ).details.length,
        ).toBeGreaterThan(2)
  })
})
