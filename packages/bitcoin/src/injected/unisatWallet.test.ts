import {
  bitcoin,
  bitcoinTestnet,
  UserRejectedRequestError,
} from '@latch/common'
import { connect, createConfig } from '@latch/core'
import {
  bitcoinAccount,
  decodePsbt,
  finalizePsbt,
  signBip322Simple,
  signLegacyMessage,
  signPsbtInputs,
} from '@latch/devnet/bitcoin-signer'
import { base64, hex } from '@scure/base'
import { TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { expect, test } from 'vitest'
import { BitcoinWalletAnswerError } from '../errors.js'
import { sendTransfer } from '../sendTransfer.js'
import { signBitcoinMessage } from '../signBitcoinMessage.js'
import { signPsbt } from '../signPsbt.js'
import { discoverBitcoinWallets } from './discoverBitcoinWallets.js'
import type { UnisatProvider } from './unisatWallet.js'

const keys = [
  bitcoinAccount(0, { testnet: true }),
  bitcoinAccount(1, { testnet: true }),
]

/** A UniSat-style wallet on testnet, signing with the reference wallet's key code. */
function unisat(options: { garbage?: boolean } = {}) {
  let current = keys[0]!
  let connected = false
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  const provider: UnisatProvider = {
    async requestAccounts() {
      connected = true
      return [current.address]
    },
    async getAccounts() {
      return connected ? [current.address] : []
    },
    async getPublicKey() {
      return current.publicKey
    },
    async getChain() {
      return { enum: 'BITCOIN_TESTNET', name: 'Bitcoin Testnet' }
    },
    async signMessage(message, type) {
      return type === 'ecdsa'
        ? signLegacyMessage(current, message).signature
        : signBip322Simple(current, message).signature
    },
    async signPsbt(psbtHex, { toSignInputs = [], autoFinalized = true } = {}) {
      if (options.garbage) return 'not hex'
      const tx = decodePsbt(base64.encode(hex.decode(psbtHex)))
      signPsbtInputs(tx, current, toSignInputs)
      if (autoFinalized) tx.finalize()
      return hex.encode(tx.toPSBT())
    },
    async pushPsbt(psbtHex) {
      return finalizePsbt(decodePsbt(base64.encode(hex.decode(psbtHex)))).txid
    },
    async sendBitcoin() {
      throw { code: 4001, message: 'User rejected the request.' }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider,
    switchTo(index: number) {
      current = keys[index]!
      for (const listener of listeners.get('accountsChanged') ?? [])
        listener([current.address])
    },
  }
}

async function connected(options: { garbage?: boolean } = {}) {
  const wallet = unisat(options)
  const config = createConfig({
    projectId: 'test',
    networks: [bitcoinTestnet, bitcoin],
    storage: null,
  })
  const stop = discoverBitcoinWallets(
    config,
    { networks: config.networks, storage: config.storage },
    { okxwallet: { bitcoin: wallet.provider }, unisat: { nothing: true } },
  )
  await connect(config, { connector: 'bip122:OKX Wallet' })
  return { config, stop, ...wallet }
}

function psbt() {
  const tx = new Transaction()
  tx.addInput({
    txid: hex.decode('55'.repeat(32)),
    index: 0,
    witnessUtxo: { script: keys[0]!.script, amount: 12_000n },
  })
  tx.addOutputAddress(keys[1]!.address, 11_000n, TEST_NETWORK)
  return base64.encode(tx.toPSBT())
}

test('found on the window, connects on its network, signs and sends', async () => {
  const { config, stop, switchTo } = await connected()
  expect(config.state.connectors.map((c) => c.id)).toEqual([
    'bip122:OKX Wallet',
  ])
  expect(config.state.namespaces.bip122).toMatchObject({
    accounts: [keys[0]!.address],
    caipNetworkId: bitcoinTestnet.caipNetworkId,
  })

  const simple = await signBitcoinMessage(config, { message: 'okx' })
  expect(Verifier.verifySignature(keys[0]!.address, 'okx', simple)).toBe(true)
  const legacy = await signBitcoinMessage(config, {
    message: 'okx',
    protocol: 'ecdsa',
  })
  expect(Verifier.verifySignature(keys[0]!.address, 'okx', legacy, true)).toBe(
    true,
  )

  // Not finalized by the wallet (autoFinalized: false): we finalize.
  const signed = await signPsbt(config, {
    psbt: psbt(),
    signInputs: [{ address: keys[0]!.address, index: 0 }],
  })
  const tx = Transaction.fromPSBT(base64.decode(signed.psbt))
  tx.finalize()
  expect(Transaction.fromRaw(tx.extract()).id).toBe(tx.id)
  const broadcast = await signPsbt(config, {
    psbt: psbt(),
    signInputs: [{ address: keys[0]!.address, index: 0 }],
    broadcast: true,
  })
  expect(broadcast.txid).toBe(tx.id)

  await expect(
    sendTransfer(config, { recipientAddress: keys[1]!.address, amount: 5n }),
  ).rejects.toThrow(UserRejectedRequestError)

  // accountsChanged makes the connector re-read the accounts (async).
  switchTo(1)
  await expect
    .poll(() => config.state.namespaces.bip122?.accounts, { timeout: 30_000 })
    .toEqual([keys[1]!.address])
  stop()
})

test('a PSBT answer that is not hex is BitcoinWalletAnswerError', async () => {
  const { config, stop } = await connected({ garbage: true })
  await expect(
    signPsbt(config, {
      psbt: psbt(),
      signInputs: [{ address: keys[0]!.address, index: 0 }],
    }),
  ).rejects.toThrow(BitcoinWalletAnswerError)
  stop()
})
