import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  bitcoin,
  bitcoinTestnet,
  InvalidParamsRpcError,
  mainnet,
  type Network,
  UserRejectedRequestError,
} from '@latch/common'
import type { NamespaceAdapter } from '@latch/core'
import {
  connect,
  createConfig,
  getTransactions,
  isHistorySupported,
  signMessage,
} from '@latch/core'
import {
  bitcoinAccount,
  defaultBitcoinNetworks,
  executeBitcoinRequest,
} from '@latch/devnet/bitcoin-signer'
import { base64, hex } from '@scure/base'
import { TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import {
  BitcoinNotConnectedError,
  InvalidBitcoinAmountError,
  InvalidBitcoinRecipientError,
  InvalidPsbtError,
} from './errors.js'
import { getBitcoinAddresses } from './getBitcoinAddresses.js'
import { bitcoinInjected } from './injected/bitcoinInjected.js'
import { createSatsConnectWallet } from './injected/satsConnectWallet.js'
import { sendTransfer } from './sendTransfer.js'
import { signBitcoinMessage } from './signBitcoinMessage.js'
import { signPsbt } from './signPsbt.js'

const own = bitcoinAccount(0, { testnet: true })
const stranger = bitcoinAccount(4, { testnet: true })

/**
 * An Xverse-like wallet: sats-connect's request API (JSON-RPC 2.0 answers,
 * -32000 when the person declines) on testnet, signing with the reference wallet's
 * bip122 handler. `decline` makes it refuse every signature.
 */
function satsConnectWallet({ decline = false } = {}) {
  const [, testnet] = defaultBitcoinNetworks()
  const sent: unknown[] = []
  const wallet = (method: string, params: Record<string, unknown>) =>
    executeBitcoinRequest({
      method,
      params: { account: own.address, ...params },
      network: testnet!,
      accountIndex: 0,
    }) as Promise<Record<string, unknown>>
  const payment = {
    address: own.address,
    publicKey: own.publicKey,
    purpose: 'payment',
    addressType: 'p2wpkh',
    walletType: 'software',
  }
  const network = {
    bitcoin: { name: 'Testnet' },
    stacks: { name: 'testnet' },
    spark: { name: 'regtest' },
  }
  async function answer(method: string, p: Record<string, unknown>) {
    if (decline && method !== 'wallet_connect')
      throw { code: -32000, message: 'User rejected the request' }
    switch (method) {
      case 'wallet_connect':
      case 'wallet_getAccount':
        return {
          id: 'x',
          addresses: [payment],
          walletType: 'software',
          network,
        }
      case 'getAddresses':
        return { addresses: [payment], network }
      case 'signMessage': {
        const signed = await wallet('signMessage', {
          address: p.address,
          message: p.message,
          protocol: p.protocol === 'ECDSA' ? 'ecdsa' : 'bip322',
        })
        return { ...signed, protocol: p.protocol }
      }
      case 'signPsbt': {
        const signInputs = Object.entries(
          p.signInputs as Record<string, number[]>,
        ).flatMap(([address, indexes]) =>
          indexes.map((index) => ({ address, index })),
        )
        return wallet('signPsbt', { psbt: p.psbt, signInputs })
      }
      case 'sendTransfer': {
        sent.push(p.recipients)
        // No node here: the wallet's own transfer needs Esplora; answer
        // like Xverse does once it has broadcast.
        return { txid: 'ef'.repeat(32) }
      }
    }
    throw { code: -32601, message: `Method not found: ${method}` }
  }
  const provider = {
    async request(method: string, params: unknown) {
      try {
        const result = await answer(method, (params ?? {}) as never)
        return { jsonrpc: '2.0', id: '1', result }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { jsonrpc: '2.0', id: '1', error: { code, message } }
      }
    },
  }
  return { provider, sent }
}

async function connected(
  options: {
    decline?: boolean
    networks?: readonly [Network, ...Network[]]
    adapters?: readonly NamespaceAdapter[]
  } = {},
) {
  const peer = satsConnectWallet(options)
  const config = createConfig({
    projectId: 'test',
    networks: options.networks ?? [bitcoinTestnet, bitcoin],
    storage: null,
    adapters: options.adapters,
    connectors: [
      bitcoinInjected(
        createSatsConnectWallet({ id: 'xverse', name: 'Xverse', ...peer }),
      ),
    ],
  })
  const result = await connect(config, { connector: 'xverse' })
  return { config, result, ...peer }
}

function psbtPayingOwn() {
  const tx = new Transaction()
  tx.addInput({
    txid: hex.decode('22'.repeat(32)),
    index: 1,
    witnessUtxo: { script: own.script, amount: 20_000n },
  })
  tx.addOutputAddress(stranger.address, 15_000n, TEST_NETWORK)
  return base64.encode(tx.toPSBT())
}

test('connecting puts the payment address on the wallet’s network', async () => {
  const { config, result } = await connected()
  expect(result).toEqual({
    accounts: [own.address],
    chainId: bitcoinTestnet.id,
    namespace: 'bip122',
  })
  expect(config.state.namespaces.bip122).toMatchObject({
    status: 'connected',
    accounts: [own.address],
    caipNetworkId: bitcoinTestnet.caipNetworkId,
  })
})

describe('signBitcoinMessage', () => {
  test('BIP-322 by default, legacy with ecdsa; bip322-js accepts both', async () => {
    const { config } = await connected()
    const events: unknown[] = []
    config.events.on('track', (e) => events.push(e.event))
    const simple = await signBitcoinMessage(config, { message: 'hello' })
    expect(Verifier.verifySignature(own.address, 'hello', simple)).toBe(true)
    const legacy = await signBitcoinMessage(config, {
      message: 'hello',
      protocol: 'ecdsa',
    })
    expect(base64.decode(legacy)).toHaveLength(65)
    expect(Verifier.verifySignature(own.address, 'hello', legacy, true)).toBe(
      true,
    )
    expect(Verifier.verifySignature(stranger.address, 'hello', legacy)).toBe(
      false,
    )
    expect(events).toEqual([
      'SIGN_MESSAGE_REQUESTED',
      'SIGN_MESSAGE_SUCCESS',
      'SIGN_MESSAGE_REQUESTED',
      'SIGN_MESSAGE_SUCCESS',
    ])
  })

  test('sats-connect’s -32000 is UserRejectedRequestError', async () => {
    const { config } = await connected({ decline: true })
    await expect(signBitcoinMessage(config, { message: 'x' })).rejects.toThrow(
      UserRejectedRequestError,
    )
  })

  test('without a Bitcoin wallet: BitcoinNotConnectedError', async () => {
    const config = createConfig({
      projectId: 'test',
      networks: [mainnet, bitcoin],
      storage: null,
    })
    await expect(signBitcoinMessage(config, { message: 'x' })).rejects.toThrow(
      BitcoinNotConnectedError,
    )
    await expect(getBitcoinAddresses(config)).rejects.toThrow(
      BitcoinNotConnectedError,
    )
  })
})

describe('signMessage on bip122 (bitcoinAdapter)', () => {
  test('BIP-322 base64 through the shared action, tracked once', async () => {
    const { config } = await connected({ adapters: [bitcoinAdapter()] })
    const events: unknown[] = []
    config.events.on('track', (e) => events.push(e.event))
    const signature = await signMessage(config, {
      message: 'shared',
      namespace: 'bip122',
    })
    expect(Verifier.verifySignature(own.address, 'shared', signature)).toBe(
      true,
    )
    // Raw bytes that are UTF-8 text sign as that text.
    const raw = await signMessage(config, {
      message: { raw: `0x${Buffer.from('shared').toString('hex')}` },
    })
    expect(Verifier.verifySignature(own.address, 'shared', raw)).toBe(true)
    expect(events).toEqual([
      'SIGN_MESSAGE_REQUESTED',
      'SIGN_MESSAGE_SUCCESS',
      'SIGN_MESSAGE_REQUESTED',
      'SIGN_MESSAGE_SUCCESS',
    ])
    await expect(
      signMessage(config, { message: { raw: '0xff00' } }),
    ).rejects.toThrow(InvalidParamsRpcError)
  })

  test('a decline is UserRejectedRequestError', async () => {
    const { config } = await connected({
      decline: true,
      adapters: [bitcoinAdapter()],
    })
    await expect(signMessage(config, { message: 'x' })).rejects.toThrow(
      UserRejectedRequestError,
    )
  })
})

describe('signPsbt', () => {
  test('the signed PSBT finalizes and extracts with btc-signer', async () => {
    const { config } = await connected()
    const { psbt } = await signPsbt(config, {
      psbt: psbtPayingOwn(),
      signInputs: [{ address: own.address, index: 0 }],
    })
    const tx = Transaction.fromPSBT(base64.decode(psbt))
    tx.finalize()
    const raw = Transaction.fromRaw(tx.extract())
    expect(raw.getInput(0).finalScriptWitness?.[1]).toEqual(
      hex.decode(own.publicKey),
    )
    expect(raw.getOutput(0).amount).toBe(15_000n)
  })

  test('a bad PSBT never reaches the wallet (table: checkPsbtRequest)', async () => {
    const { config } = await connected()
    await expect(
      signPsbt(config, {
        psbt: psbtPayingOwn(),
        signInputs: [{ address: own.address, index: 1 }],
      }),
    ).rejects.toThrow(InvalidPsbtError)
  })
})

describe('sendTransfer', () => {
  // No bitcoind here: this checks what Latch sends and reads; the wallet's
  // own build-sign-broadcast runs against a local Esplora-compatible server
  // in bip122SessionProvider.test.ts.
  test('asks the wallet for sats to a testnet address; returns its txid', async () => {
    const { config, sent } = await connected()
    expect(
      await sendTransfer(config, {
        recipientAddress: stranger.address,
        amount: 12_345n,
      }),
    ).toEqual({ txid: 'ef'.repeat(32) })
    await sendTransfer(config, {
      recipientAddress: '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
      amount: '600',
    })
    expect(sent).toEqual([
      [{ address: stranger.address, amount: 12_345 }],
      [{ address: '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', amount: 600 }],
    ])
  })

  test('a bad recipient or amount never reaches the wallet (tables: checkTransfer)', async () => {
    const { config, sent } = await connected()
    await expect(
      sendTransfer(config, {
        recipientAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: 1000n,
      }),
    ).rejects.toThrow(InvalidBitcoinRecipientError)
    await expect(
      sendTransfer(config, { recipientAddress: stranger.address, amount: 0n }),
    ).rejects.toThrow(InvalidBitcoinAmountError)
    expect(sent).toEqual([])
  })
})

test('getBitcoinAddresses lists the payment address with its key', async () => {
  const { config } = await connected()
  expect(await getBitcoinAddresses(config)).toEqual([
    { address: own.address, publicKey: own.publicKey, intention: 'payment' },
  ])
})

test('Activity on Bitcoin: no history, and the Latch API is never asked for one (SPEC §7, §9)', async () => {
  const asked: string[] = []
  const api = createServer((req, res) => {
    asked.push(req.url ?? '')
    res.writeHead(500).end()
  })
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r))
  try {
    const peer = satsConnectWallet()
    const config = createConfig({
      projectId: 'test',
      networks: [bitcoinTestnet, bitcoin],
      storage: null,
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      connectors: [
        bitcoinInjected(
          createSatsConnectWallet({ id: 'xverse', name: 'Xverse', ...peer }),
        ),
      ],
    })
    await connect(config, { connector: 'xverse' })
    expect(isHistorySupported(config)).toBe(false)
    expect(await getTransactions(config)).toEqual([])
    expect(config.state.toast).toBeUndefined()
    expect(asked).toEqual([])
  } finally {
    api.close()
  }
})
