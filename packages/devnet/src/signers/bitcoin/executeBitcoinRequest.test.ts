import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { bitcoinAccount } from './bitcoinAccount.js'
import { btcNetworkOf, defaultBitcoinNetworks } from './bitcoinNetworks.js'
import { executeBitcoinRequest } from './executeBitcoinRequest.js'
import {
  type EsploraStandIn,
  startEsploraStandIn,
} from './startEsploraStandIn.js'

const [mainnet, testnet] = defaultBitcoinNetworks() as [
  ReturnType<typeof defaultBitcoinNetworks>[number],
  ReturnType<typeof defaultBitcoinNetworks>[number],
]
const own = bitcoinAccount(0, mainnet)
const ownTest = bitcoinAccount(0, testnet)
const run = (method: string, params: unknown, network = mainnet) =>
  executeBitcoinRequest({ method, params, network, accountIndex: 0 })
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error) => (error instanceof ProviderRpcError ? error.code : error),
  )

describe('keys', () => {
  it('derives BIP-84 P2WPKH addresses per network', () => {
    expect(own.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/)
    expect(own.path).toBe("m/84'/0'/0'/0/0")
    expect(ownTest.address).toMatch(/^tb1q/)
    expect(ownTest.path).toBe("m/84'/1'/0'/0/0")
    expect(bitcoinAccount(1, mainnet).address).not.toBe(own.address)
    expect(p2wpkh(hex.decode(own.publicKey)).address).toBe(own.address)
  })
})

describe('getAccountAddresses', () => {
  it('returns the payment address with key and path', async () => {
    expect(await run('getAccountAddresses', { account: own.address })).toEqual([
      {
        address: own.address,
        publicKey: own.publicKey,
        path: own.path,
        intention: 'payment',
      },
    ])
    expect(
      await run('getAccountAddresses', {
        account: own.address,
        intentions: ['ordinal'],
      }),
    ).toEqual([])
  })
  it('rejects bad input', async () => {
    expect(await code(run('getAccountAddresses', undefined))).toBe(-32602)
    expect(await code(run('getAccountAddresses', []))).toBe(-32602)
    expect(await code(run('getAccountAddresses', { account: 5 }))).toBe(-32602)
    expect(
      await code(run('getAccountAddresses', { account: ownTest.address })),
    ).toBe(4100)
    expect(
      await code(
        run('getAccountAddresses', { account: own.address, intentions: 'x' }),
      ),
    ).toBe(-32602)
    expect(await code(run('signTransaction', { account: own.address }))).toBe(
      4200,
    )
  })
})

describe('signMessage', () => {
  it('signs BIP-322 simple by default (verified by bip322-js)', async () => {
    for (const [network, account] of [
      [mainnet, own],
      [testnet, ownTest],
    ] as const) {
      const result = (await run(
        'signMessage',
        { account: account.address, message: 'Hello World' },
        network,
      )) as { address: string; signature: string; messageHash: string }
      expect(result.address).toBe(account.address)
      // BIP-322 test vector: the tagged hash of 'Hello World'.
      expect(result.messageHash).toBe(
        'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
      )
      expect(
        Verifier.verifySignature(
          account.address,
          'Hello World',
          result.signature,
        ),
      ).toBe(true)
      expect(
        Verifier.verifySignature(
          account.address,
          'Hello World!',
          result.signature,
        ),
      ).toBe(false)
    }
  })
  it('signs legacy BIP-137 with protocol ecdsa (strict bip322-js check)', async () => {
    const result = (await run('signMessage', {
      account: own.address,
      address: own.address,
      message: 'Latch ✓ legacy',
      protocol: 'ecdsa',
    })) as { signature: string }
    expect(base64.decode(result.signature)).toHaveLength(65)
    expect(
      Verifier.verifySignature(
        own.address,
        'Latch ✓ legacy',
        result.signature,
        true,
      ),
    ).toBe(true)
    expect(
      Verifier.verifySignature(
        bitcoinAccount(1, mainnet).address,
        'Latch ✓ legacy',
        result.signature,
      ),
    ).toBe(false)
  })
  it('rejects bad input', async () => {
    const account = own.address
    expect(await code(run('signMessage', { account }))).toBe(-32602)
    expect(await code(run('signMessage', { account, message: 1 }))).toBe(-32602)
    expect(
      await code(
        run('signMessage', { account, message: 'x', protocol: 'rsa' }),
      ),
    ).toBe(-32602)
    expect(
      await code(
        run('signMessage', { account, message: 'x', address: ownTest.address }),
      ),
    ).toBe(4100)
    expect(await code(run('signMessage', { account: '', message: 'x' }))).toBe(
      -32602,
    )
  })
})

/** A PSBT spending one UTXO of `script` (witnessUtxo) to a third party. */
function makePsbt(script: Uint8Array, extraForeignInput = false) {
  const tx = new Transaction()
  tx.addInput({
    txid: '11'.repeat(32),
    index: 1,
    witnessUtxo: { script, amount: 50_000n },
  })
  if (extraForeignInput)
    tx.addInput({
      txid: '22'.repeat(32),
      index: 0,
      witnessUtxo: {
        script: p2wpkh(
          secp256k1.getPublicKey(secp256k1.utils.randomSecretKey()),
        ).script,
        amount: 10_000n,
      },
    })
  tx.addOutputAddress(bitcoinAccount(3, mainnet).address, 40_000n)
  return base64.encode(tx.toPSBT())
}

describe('signPsbt', () => {
  it('signs the listed input; the PSBT then finalises and extracts', async () => {
    const result = (await run('signPsbt', {
      account: own.address,
      psbt: makePsbt(own.script),
      signInputs: [{ address: own.address, index: 0, sighashTypes: [1] }],
    })) as { psbt: string; txid?: string }
    expect(result.txid).toBeUndefined()
    const signed = Transaction.fromPSBT(base64.decode(result.psbt))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    signed.finalize()
    const raw = Transaction.fromRaw(signed.extract())
    expect(raw.inputsLength).toBe(1)
    expect(raw.getInput(0).finalScriptWitness?.[1]).toEqual(
      hex.decode(own.publicKey),
    )
  })
  it('leaves inputs it was not asked to sign', async () => {
    const result = (await run('signPsbt', {
      account: own.address,
      psbt: makePsbt(own.script, true),
      signInputs: [{ address: own.address, index: 0 }],
    })) as { psbt: string }
    const signed = Transaction.fromPSBT(base64.decode(result.psbt))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    expect(signed.getInput(1).partialSig).toBeUndefined()
  })
  it('rejects bad input', async () => {
    const account = own.address
    const psbt = makePsbt(own.script, true)
    const sign = (signInputs: unknown, p: unknown = psbt) =>
      code(run('signPsbt', { account, psbt: p, signInputs }))
    expect(await sign([{ address: account, index: 0 }], 'not base64!')).toBe(
      -32602,
    )
    expect(await sign([{ address: account, index: 0 }], 'aGVsbG8=')).toBe(
      -32602,
    )
    expect(await sign([{ address: account, index: 0 }], 42)).toBe(-32602)
    expect(await sign(undefined)).toBe(-32602)
    expect(await sign([])).toBe(-32602)
    expect(await sign([{ address: account }])).toBe(-32602)
    expect(await sign([{ address: account, index: 7 }])).toBe(-32602)
    expect(await sign([{ address: account, index: -1 }])).toBe(-32602)
    // Input 1 pays someone else.
    expect(await sign([{ address: account, index: 1 }])).toBe(-32602)
    expect(await sign([{ address: ownTest.address, index: 0 }])).toBe(4100)
    expect(
      await sign([{ address: account, index: 0, sighashTypes: ['ALL'] }]),
    ).toBe(-32602)
    // A sighash type the PSBT input does not allow.
    expect(
      await sign([{ address: account, index: 0, sighashTypes: [0x83] }]),
    ).toBe(-32602)
  })
})

describe('sendTransfer (against a local Esplora-compatible server)', () => {
  const fundingTxid = 'ab'.repeat(32)
  let esplora: EsploraStandIn
  let url = ''
  let posted: string[] = []
  beforeAll(async () => {
    esplora = await startEsploraStandIn({
      address: ownTest.address,
      utxos: [
        { txid: fundingTxid, vout: 0, value: 30_000 },
        { txid: fundingTxid, vout: 1, value: 80_000 },
      ],
      feeRate: 3.2,
    })
    ;({ url, posted } = esplora)
  })
  afterAll(() => esplora.close())

  it('builds from the UTXOs, signs, posts /tx and answers the txid', async () => {
    const network = { ...testnet, esploraUrl: url }
    const recipient = bitcoinAccount(2, testnet).address
    const result = (await run(
      'sendTransfer',
      {
        account: ownTest.address,
        recipientAddress: recipient,
        amount: '50000',
        memo: 'latch',
      },
      network,
    )) as { txid: string }
    expect(posted).toHaveLength(1)
    const tx = Transaction.fromRaw(hex.decode(posted[0] ?? ''), {
      allowUnknownOutputs: true,
    })
    expect(result.txid).toBe(tx.id)
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) =>
      tx.getOutput(i),
    )
    const toRecipient = outputs.find(
      (o) =>
        o.script &&
        hex.encode(o.script) ===
          hex.encode(
            p2wpkh(
              hex.decode(bitcoinAccount(2, testnet).publicKey),
              btcNetworkOf(testnet),
            ).script,
          ),
    )
    expect(toRecipient?.amount).toBe(50_000n)
    expect(outputs.some((o) => o.script?.[0] === 0x6a)).toBe(true)
    for (let i = 0; i < tx.inputsLength; i++)
      expect(tx.getInput(i).finalScriptWitness?.[1]).toEqual(
        hex.decode(ownTest.publicKey),
      )
  })
  it('signPsbt with broadcast finalises, posts /tx and answers the txid', async () => {
    const network = { ...testnet, esploraUrl: url }
    const before = posted.length
    const result = (await run(
      'signPsbt',
      {
        account: ownTest.address,
        psbt: makePsbt(ownTest.script),
        signInputs: [{ address: ownTest.address, index: 0 }],
        broadcast: true,
      },
      network,
    )) as { psbt: string; txid: string }
    expect(posted).toHaveLength(before + 1)
    const sent = Transaction.fromRaw(hex.decode(posted.at(-1) ?? ''))
    expect(result.txid).toBe(sent.id)
    // The PSBT answered is the signed (not finalised) one.
    expect(
      Transaction.fromPSBT(base64.decode(result.psbt)).getInput(0).partialSig,
    ).toHaveLength(1)
  })

  it('rejects bad input before touching the network', async () => {
    const network = { ...testnet, esploraUrl: url }
    const send = (params: Record<string, unknown>) =>
      code(
        run('sendTransfer', { account: ownTest.address, ...params }, network),
      )
    const before = posted.length
    // A mainnet address on testnet, and garbage.
    expect(await send({ recipientAddress: own.address, amount: '1000' })).toBe(
      -32602,
    )
    expect(await send({ recipientAddress: 'tb1qnope', amount: '1000' })).toBe(
      -32602,
    )
    const recipientAddress = bitcoinAccount(2, testnet).address
    for (const amount of ['0', '-5', '1.5', 1000, '', '1e3', undefined])
      expect(await send({ recipientAddress, amount })).toBe(-32602)
    expect(await send({ recipientAddress, amount: '1000', memo: 7 })).toBe(
      -32602,
    )
    expect(
      await send({ recipientAddress, amount: '1000', memo: 'x'.repeat(81) }),
    ).toBe(-32602)
    expect(posted.length).toBe(before)
  })
  it('answers -32000 when the UTXOs do not cover the amount', async () => {
    const network = { ...testnet, esploraUrl: url }
    expect(
      await code(
        run(
          'sendTransfer',
          {
            account: ownTest.address,
            recipientAddress: bitcoinAccount(2, testnet).address,
            amount: '200000',
          },
          network,
        ),
      ),
    ).toBe(-32000)
  })
})
