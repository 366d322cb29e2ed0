// Bitcoin over WalletConnect with the official wallet SDK (@reown/walletkit)
// through the Latch relay: the wallet approves bip122 and answers with
// the reference wallet's bip122 handler; @latch/bitcoin signs through it.
import {
  bitcoin,
  bitcoinTestnet,
  UserRejectedRequestError,
} from '@latch/common'
import { connectWalletConnect } from '@latch/core'
import {
  bitcoinAccount,
  bitcoinMethods,
  defaultBitcoinNetworks,
  executeBitcoinRequest,
} from '@latch/devnet/bitcoin-signer'
import { startRelay } from '@latch/relay'
import { createWalletConnectTestConfig, nextPairingUri } from '@latch/test'
import { blockOutboundFetch, initWallet } from '@latch/test/official'
import { base64, hex } from '@scure/base'
import { TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { getSdkError } from '@walletconnect/utils'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { getBitcoinAddresses } from './getBitcoinAddresses.js'
import { signBitcoinMessage } from './signBitcoinMessage.js'
import { signPsbt } from './signPsbt.js'

const own = bitcoinAccount(0, { testnet: true })
const chain = bitcoinTestnet.caipNetworkId

let relay: Awaited<ReturnType<typeof startRelay>>
let restoreFetch: () => void
const closers: (() => Promise<unknown>)[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  restoreFetch = blockOutboundFetch()
})
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {})
  restoreFetch()
  await relay.close()
})

async function createOfficialWallet(prefix: string) {
  const [, testnet] = defaultBitcoinNetworks()
  const wallet = await initWallet(relay.url, prefix)
  closers.push(() => wallet.core.relayer.transportClose())
  wallet.on('session_proposal', async ({ id }) => {
    await wallet.approveSession({
      id,
      namespaces: {
        bip122: {
          chains: [chain],
          accounts: [`${chain}:${own.address}`],
          methods: [...bitcoinMethods],
          events: ['bip122_addressesChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: body } = params.request
    if ((body as { message?: unknown }).message === 'no')
      return wallet.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
      })
    try {
      const result = await executeBitcoinRequest({
        method,
        params: body,
        network: testnet!,
        accountIndex: 0,
      })
      await wallet.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', result },
      })
    } catch (error) {
      const { code, message } = error as { code: number; message: string }
      await wallet.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: { code, message } },
      })
    }
  })
  return wallet
}

test('official wallet: BIP-322 and legacy signatures, addresses, a PSBT, a decline', {
  timeout: 30_000,
}, async () => {
  const wallet = await createOfficialWallet('bip122-1')
  const { config, connector } = createWalletConnectTestConfig({
    relayUrl: relay.url,
    networks: [bitcoinTestnet, bitcoin],
    adapters: [bitcoinAdapter()],
  })
  closers.push(connector.close)
  const connecting = connectWalletConnect(config, { namespace: 'bip122' })
  await wallet.pair({ uri: await nextPairingUri(config) })
  expect(await connecting).toMatchObject({
    namespace: 'bip122',
    accounts: [own.address],
    chainId: bitcoinTestnet.id,
  })

  const simple = await signBitcoinMessage(config, { message: 'official' })
  expect(Verifier.verifySignature(own.address, 'official', simple)).toBe(true)
  const legacy = await signBitcoinMessage(config, {
    message: 'official',
    protocol: 'ecdsa',
  })
  expect(Verifier.verifySignature(own.address, 'official', legacy, true)).toBe(
    true,
  )
  expect(await getBitcoinAddresses(config)).toEqual([
    {
      address: own.address,
      publicKey: own.publicKey,
      path: "m/84'/1'/0'/0/0",
      intention: 'payment',
    },
  ])

  const tx = new Transaction()
  tx.addInput({
    txid: hex.decode('66'.repeat(32)),
    index: 0,
    witnessUtxo: { script: own.script, amount: 5_000n },
  })
  tx.addOutputAddress(own.address, 4_000n, TEST_NETWORK)
  const { psbt } = await signPsbt(config, {
    psbt: base64.encode(tx.toPSBT()),
    signInputs: [{ address: own.address, index: 0 }],
  })
  const signed = Transaction.fromPSBT(base64.decode(psbt))
  signed.finalize()
  expect(Transaction.fromRaw(signed.extract()).id).toBe(signed.id)

  await expect(signBitcoinMessage(config, { message: 'no' })).rejects.toThrow(
    UserRejectedRequestError,
  )
})
