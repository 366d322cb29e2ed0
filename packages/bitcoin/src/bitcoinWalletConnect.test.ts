import {
  bitcoin,
  bitcoinTestnet,
  UserRejectedRequestError,
} from '@latch/common'
import { connectWalletConnect, switchNetwork } from '@latch/core'
import {
  bitcoinAccount,
  bitcoinMethods,
  defaultBitcoinNetworks,
  executeBitcoinRequest,
} from '@latch/devnet/bitcoin-signer'
import { type EsploraStandIn, startEsploraStandIn } from '@latch/devnet/node'
import type { WebSocketConstructor } from '@latch/protocol'
import { createSignClient, type SignClient } from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { createWalletConnectTestConfig, nextPairingUri } from '@latch/test'
import { base64, hex } from '@scure/base'
import { NETWORK, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import WebSocket from 'ws'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { getBitcoinAddresses } from './getBitcoinAddresses.js'
import { sendTransfer } from './sendTransfer.js'
import { signBitcoinMessage } from './signBitcoinMessage.js'
import { signPsbt } from './signPsbt.js'

// The whole path: @latch/bitcoin actions → WalletConnect connector →
// the Latch relay → the protocol's wallet side answering with the reference wallet's
// bip122 handler (its keys, signatures, PSBT signing and Esplora sends).

const own = bitcoinAccount(0, { testnet: false })
const ownTest = bitcoinAccount(0, { testnet: true })
const recipient = bitcoinAccount(5, { testnet: true })

let relay: Awaited<ReturnType<typeof startRelay>>
let esplora: EsploraStandIn
let esploraUrl = ''
let posted: string[] = []
const closers: (() => Promise<void>)[] = []
let declineNext = false

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  esplora = await startEsploraStandIn({
    address: ownTest.address,
    utxos: [{ txid: '9a'.repeat(32), vout: 0, value: 70_000 }],
    feeRate: 1,
  })
  ;({ url: esploraUrl, posted } = esplora)
})
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => {})))
  await relay.close()
  await esplora.close()
})

/** A wallet approving bip122 on mainnet and testnet with dev account 0. */
async function createWallet(): Promise<SignClient> {
  const networks = defaultBitcoinNetworks({
    mainnet: esploraUrl,
    testnet: esploraUrl,
  })
  const wallet = await createSignClient({
    relayUrl: relay.url,
    metadata: {
      name: 'wallet',
      description: '',
      url: 'http://w.test',
      icons: [],
    },
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  closers.push(wallet.close)
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        bip122: {
          chains: [bitcoin.caipNetworkId, bitcoinTestnet.caipNetworkId],
          accounts: [
            `${bitcoin.caipNetworkId}:${own.address}`,
            `${bitcoinTestnet.caipNetworkId}:${ownTest.address}`,
          ],
          methods: [...bitcoinMethods],
          events: ['bip122_addressesChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const network = networks.find((n) => n.caip === params.chainId)
    try {
      if (declineNext) {
        declineNext = false
        throw { code: 4001, message: 'User rejected.' }
      }
      if (!network) throw { code: 4902, message: 'unknown chain' }
      const result = await executeBitcoinRequest({
        method: params.request.method,
        params: params.request.params,
        network,
        accountIndex: 0,
      })
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code, message } = error as { code: number; message: string }
      await wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code, message } },
      })
    }
  })
  return wallet
}

async function connected() {
  const wallet = await createWallet()
  const { config, connector } = createWalletConnectTestConfig({
    relayUrl: relay.url,
    networks: [bitcoin, bitcoinTestnet],
    adapters: [bitcoinAdapter()],
  })
  closers.push(connector.close)
  const connecting = connectWalletConnect(config, { namespace: 'bip122' })
  await wallet.pair({ uri: await nextPairingUri(config) })
  await connecting
  return config
}

test('connect over WalletConnect, sign (bip322-js), sign a PSBT, switch and send', async () => {
  const config = await connected()
  expect(config.state.namespaces.bip122).toMatchObject({
    status: 'connected',
    accounts: [own.address],
    caipNetworkId: bitcoin.caipNetworkId,
  })

  const message = 'Latch over WalletConnect'
  const signature = await signBitcoinMessage(config, { message })
  expect(Verifier.verifySignature(own.address, message, signature)).toBe(true)
  const legacy = await signBitcoinMessage(config, {
    message,
    protocol: 'ecdsa',
  })
  expect(Verifier.verifySignature(own.address, message, legacy, true)).toBe(
    true,
  )

  const [address] = await getBitcoinAddresses(config)
  expect(address).toMatchObject({ address: own.address, intention: 'payment' })
  const tx = new Transaction()
  tx.addInput({
    txid: hex.decode('44'.repeat(32)),
    index: 2,
    witnessUtxo: { script: own.script, amount: 30_000n },
  })
  tx.addOutputAddress(
    bitcoinAccount(6, { testnet: false }).address,
    29_000n,
    NETWORK,
  )
  const { psbt } = await signPsbt(config, {
    psbt: base64.encode(tx.toPSBT()),
    signInputs: [{ address: own.address, index: 0 }],
  })
  const signed = Transaction.fromPSBT(base64.decode(psbt))
  signed.finalize()
  expect(Transaction.fromRaw(signed.extract()).id).toBe(signed.id)

  declineNext = true
  await expect(signBitcoinMessage(config, { message })).rejects.toThrow(
    UserRejectedRequestError,
  )

  await switchNetwork(config, { network: bitcoinTestnet })
  expect(config.state.namespaces.bip122).toMatchObject({
    accounts: [ownTest.address],
    caipNetworkId: bitcoinTestnet.caipNetworkId,
  })
  const { txid } = await sendTransfer(config, {
    recipientAddress: recipient.address,
    amount: 40_000n,
  })
  expect(posted).toHaveLength(1)
  expect(Transaction.fromRaw(hex.decode(posted[0]!)).id).toBe(txid)
})
