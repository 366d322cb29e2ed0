import { bitcoin, bitcoinTestnet } from '@latch/common'
// The wallet's side: the reference wallet's bip122 request handler (BIP-84 keys,
// BIP-322 / BIP-137 signatures, PSBT signing, Esplora transfers).
import {
  bitcoinAccount,
  defaultBitcoinNetworks,
  executeBitcoinRequest,
} from '@latch/devnet/bitcoin-signer'
import { type EsploraStandIn, startEsploraStandIn } from '@latch/devnet/node'
import { base64, hex } from '@scure/base'
import { NETWORK, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createBip122SessionProvider } from './bip122SessionProvider.js'
import { BitcoinWalletAnswerError } from './errors.js'

const mainnetChain = bitcoin.caipNetworkId
const testnetChain = bitcoinTestnet.caipNetworkId
const own = bitcoinAccount(0, { testnet: false })
const ownTest = bitcoinAccount(0, { testnet: true })
const other = bitcoinAccount(1, { testnet: false })

// Everything crosses the relay as JSON, errors as { code, message }.
const wire = <T>(value: T): T =>
  value === undefined ? value : JSON.parse(JSON.stringify(value))

/** The session's bip122 requests, answered by the reference wallet's signer on `esploraUrl`. */
function walletSide(esploraUrl = 'http://127.0.0.1:9') {
  const networks = defaultBitcoinNetworks({
    mainnet: esploraUrl,
    testnet: esploraUrl,
  })
  const calls: { method: string; params: unknown; chain: string }[] = []
  const request = async (method: string, params: unknown, chain: string) => {
    calls.push({ method, params: wire(params), chain })
    const network = networks.find((n) => n.caip === chain)
    if (!network) throw { code: 4902, message: `Unknown chain ${chain}` }
    try {
      return wire(
        await executeBitcoinRequest({
          method,
          params: wire(params),
          network,
          accountIndex: 0,
        }),
      )
    } catch (error) {
      const { code, message } = error as { code: number; message: string }
      throw { code, message }
    }
  }
  return { request, calls }
}

/** A provider whose wallet answers `answer` to everything. */
const answering = (answer: unknown) =>
  createBip122SessionProvider(async () => answer)

function unsignedPsbt(network = NETWORK) {
  const tx = new Transaction()
  tx.addInput({
    txid: hex.decode('11'.repeat(32)),
    index: 0,
    witnessUtxo: { script: own.script, amount: 60_000n },
  })
  tx.addOutputAddress(other.address, 50_000n, network)
  return base64.encode(tx.toPSBT())
}

describe('getAccountAddresses', () => {
  test('the payment address with its key and path', async () => {
    const { request, calls } = walletSide()
    const provider = createBip122SessionProvider(request)
    const addresses = await provider.getAccountAddresses({
      account: own.address,
      chain: mainnetChain,
      intentions: ['payment'],
    })
    expect(addresses).toEqual([
      {
        address: own.address,
        publicKey: own.publicKey,
        path: "m/84'/0'/0'/0/0",
        intention: 'payment',
      },
    ])
    expect(p2wpkh(hex.decode(addresses[0]!.publicKey!)).address).toBe(
      own.address,
    )
    expect(calls).toEqual([
      {
        method: 'getAccountAddresses',
        params: { account: own.address, intentions: ['payment'] },
        chain: mainnetChain,
      },
    ])
  })

  test('testnet addresses on testnet; none for ordinals', async () => {
    const provider = createBip122SessionProvider(walletSide().request)
    const [address] = await provider.getAccountAddresses({
      account: ownTest.address,
      chain: testnetChain,
    })
    expect(address?.address).toMatch(/^tb1q/)
    expect(
      await provider.getAccountAddresses({
        account: ownTest.address,
        chain: testnetChain,
        intentions: ['ordinal'],
      }),
    ).toEqual([])
  })
})

describe('signMessage', () => {
  test('BIP-322 simple by default, accepted by bip322-js', async () => {
    const provider = createBip122SessionProvider(walletSide().request)
    const message = 'Sign in to Latch ✓'
    const { address, signature } = await provider.signMessage({
      account: own.address,
      chain: mainnetChain,
      message,
    })
    expect(address).toBe(own.address)
    expect(base64.decode(signature).length).toBeGreaterThan(65)
    expect(Verifier.verifySignature(own.address, message, signature)).toBe(true)
    expect(
      Verifier.verifySignature(own.address, `${message}!`, signature),
    ).toBe(false)
    expect(Verifier.verifySignature(other.address, message, signature)).toBe(
      false,
    )
  })

  test('legacy ecdsa (BIP-137) when asked, accepted by bip322-js', async () => {
    const { request, calls } = walletSide()
    const provider = createBip122SessionProvider(request)
    const { signature } = await provider.signMessage({
      account: ownTest.address,
      chain: testnetChain,
      message: 'legacy',
      protocol: 'ecdsa',
    })
    expect(base64.decode(signature)).toHaveLength(65)
    expect(
      Verifier.verifySignature(ownTest.address, 'legacy', signature, true),
    ).toBe(true)
    expect(calls[0]?.params).toEqual({
      account: ownTest.address,
      address: ownTest.address,
      message: 'legacy',
      protocol: 'ecdsa',
    })
  })

  test('a signature for another address or not base64 is rejected', async () => {
    const parameters = {
      account: own.address,
      chain: mainnetChain,
      message: 'x',
    } as const
    for (const answer of [
      null,
      'c2ln',
      {},
      { signature: '' },
      { signature: 'not base64!' },
      { signature: 42 },
      { signature: 'c2ln', address: other.address },
    ])
      await expect(answering(answer).signMessage(parameters)).rejects.toThrow(
        BitcoinWalletAnswerError,
      )
    await expect(
      answering({ signature: base64.encode(new Uint8Array(64)) }).signMessage({
        ...parameters,
        protocol: 'ecdsa',
      }),
    ).rejects.toThrow(/65-byte legacy signature/)
  })
})

describe('signPsbt', () => {
  test('the signed PSBT finalizes and extracts with btc-signer', async () => {
    const provider = createBip122SessionProvider(walletSide().request)
    const { psbt, txid } = await provider.signPsbt({
      account: own.address,
      chain: mainnetChain,
      psbt: unsignedPsbt(),
      signInputs: [{ address: own.address, index: 0, sighashTypes: [1] }],
    })
    expect(txid).toBeUndefined()
    const signed = Transaction.fromPSBT(base64.decode(psbt))
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(
      hex.decode(own.publicKey),
    )
    signed.finalize()
    const raw = Transaction.fromRaw(signed.extract())
    expect(raw.id).toBe(signed.id)
    expect(raw.getInput(0).finalScriptWitness?.[1]).toEqual(
      hex.decode(own.publicKey),
    )
    expect(raw.getOutput(0).amount).toBe(50_000n)
  })

  test('an answer that is not a PSBT, or lacks the txid it broadcast', async () => {
    const parameters = {
      account: own.address,
      chain: mainnetChain,
      psbt: unsignedPsbt(),
      signInputs: [{ address: own.address, index: 0 }],
    }
    for (const answer of [
      undefined,
      { psbt: 'cHNidP8=' },
      { psbt: hex.encode(base64.decode(unsignedPsbt())) },
      { psbt: unsignedPsbt(), txid: 'zz' },
    ])
      await expect(answering(answer).signPsbt(parameters)).rejects.toThrow(
        BitcoinWalletAnswerError,
      )
    await expect(
      answering({ psbt: unsignedPsbt() }).signPsbt({
        ...parameters,
        broadcast: true,
      }),
    ).rejects.toThrow(/64 hex digits/)
    expect(
      await answering({ psbt: unsignedPsbt(), txid: 'AB'.repeat(32) }).signPsbt(
        { ...parameters, broadcast: true },
      ),
    ).toEqual({ psbt: unsignedPsbt(), txid: 'ab'.repeat(32) })
  })
})

describe('sendTransfer (wallet → a local Esplora-compatible server)', () => {
  let esplora: EsploraStandIn
  let url = ''
  let posted: string[] = []
  beforeAll(async () => {
    esplora = await startEsploraStandIn({
      address: ownTest.address,
      utxos: [{ txid: 'cd'.repeat(32), vout: 1, value: 90_000 }],
      feeRate: 2,
    })
    ;({ url, posted } = esplora)
  })
  afterAll(() => esplora.close())

  test('the wallet builds, signs and broadcasts; the txid comes back', async () => {
    const provider = createBip122SessionProvider(walletSide(url).request)
    const recipient = bitcoinAccount(3, { testnet: true })
    const { txid } = await provider.sendTransfer({
      account: ownTest.address,
      chain: testnetChain,
      recipientAddress: recipient.address,
      amount: '25000',
    })
    expect(posted).toHaveLength(1)
    const tx = Transaction.fromRaw(hex.decode(posted[0]!))
    expect(txid).toBe(tx.id)
    const paid = Array.from({ length: tx.outputsLength }, (_, i) =>
      tx.getOutput(i),
    ).find(
      (o) =>
        o.script &&
        hex.encode(o.script) ===
          hex.encode(
            p2wpkh(hex.decode(recipient.publicKey), TEST_NETWORK).script,
          ),
    )
    expect(paid?.amount).toBe(25_000n)
  })

  test('a txid that is not 64 hex digits is rejected', async () => {
    const parameters = {
      account: ownTest.address,
      chain: testnetChain,
      recipientAddress: ownTest.address,
      amount: '1',
    }
    for (const answer of [
      null,
      {},
      { txid: 5 },
      { txid: 'ab' },
      'ab'.repeat(32),
    ])
      await expect(answering(answer).sendTransfer(parameters)).rejects.toThrow(
        BitcoinWalletAnswerError,
      )
  })
})
