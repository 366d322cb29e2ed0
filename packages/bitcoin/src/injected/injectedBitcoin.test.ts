import {
  bitcoin,
  bitcoinTestnet,
  InternalRpcError,
  mainnet,
  UnsupportedProviderMethodError,
} from '@latch/common'
import { connect, createConfig, disconnect } from '@latch/core'
import {
  bitcoinAccount,
  decodePsbt,
  signLegacyMessage,
  signPsbtInputs,
} from '@latch/devnet/bitcoin-signer'
import { base64, hex } from '@scure/base'
import { NETWORK, Transaction } from '@scure/btc-signer'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { BitcoinWalletAnswerError } from '../errors.js'
import { sendTransfer } from '../sendTransfer.js'
import { signBitcoinMessage } from '../signBitcoinMessage.js'
import { signPsbt } from '../signPsbt.js'
import { watchBitcoinWallets } from '../watchBitcoinWallets.js'
import { bitcoinInjected } from './bitcoinInjected.js'
import { discoverBitcoinWallets } from './discoverBitcoinWallets.js'
import { createStandardBitcoinWallet } from './standardBitcoinWallet.js'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const

/**
 * A Wallet Standard Bitcoin wallet (Exodus' `bitcoin:` features) on
 * mainnet, signing with the reference wallet's key code: legacy message signatures
 * (as Exodus answers), PSBT inputs by account and index.
 */
function standardWallet(name = 'Exodus', disconnectError?: Error) {
  const keys = [
    bitcoinAccount(0, { testnet: false }),
    bitcoinAccount(1, { testnet: false }),
  ]
  const toAccount = (k: (typeof keys)[number]): WalletAccount => ({
    address: k.address,
    publicKey: hex.decode(k.publicKey),
    chains: ['bitcoin:mainnet'],
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
  })
  let accounts: WalletAccount[] = []
  const listeners = new Set<(properties: unknown) => void>()
  const emit = () => {
    for (const listener of listeners) listener({ accounts })
  }
  const keyOf = (account: WalletAccount) =>
    keys.find((k) => k.address === account.address)!
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon,
    chains: ['bitcoin:mainnet'],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => {
          accounts = [toAccount(keys[0]!)]
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (
          ...inputs: { account: WalletAccount; message: Uint8Array }[]
        ) =>
          inputs.map(({ account, message }) => ({
            signedMessage: message,
            signature: base64.decode(
              signLegacyMessage(
                keyOf(account),
                new TextDecoder().decode(message),
              ).signature,
            ),
          })),
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (
          ...inputs: {
            psbt: Uint8Array
            inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
          }[]
        ) =>
          inputs.map(({ psbt, inputsToSign }) => {
            const tx = decodePsbt(base64.encode(psbt))
            for (const { account, signingIndexes } of inputsToSign)
              signPsbtInputs(
                tx,
                keyOf(account),
                signingIndexes.map((index) => ({
                  address: account.address,
                  index,
                })),
              )
            return { signedPsbt: tx.toPSBT() }
          }),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (properties: unknown) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          // A wallet that could not end the connection keeps its accounts.
          if (disconnectError) throw disconnectError
          accounts = []
          emit()
        },
      },
    },
  }
  return {
    wallet,
    keys,
    switchTo(index: number) {
      accounts = [toAccount(keys[index]!)]
      emit()
    },
  }
}

const unregister: (() => void)[] = []
afterEach(() => {
  for (const stop of unregister.splice(0)) stop()
})

const config = (networks = [bitcoin, bitcoinTestnet] as const) =>
  createConfig({ projectId: 'test', networks: [...networks], storage: null })

describe('Wallet Standard bitcoin: wallets', () => {
  test('connect, sign (bip322-js verifies), sign a PSBT; no transfer', async () => {
    const { wallet, keys } = standardWallet()
    const c = createConfig({
      projectId: 'test',
      networks: [bitcoin],
      storage: null,
      connectors: [bitcoinInjected(createStandardBitcoinWallet(wallet))],
    })
    const result = await connect(c, { connector: 'Exodus' })
    expect(result).toEqual({
      accounts: [keys[0]!.address],
      chainId: bitcoin.id,
      namespace: 'bip122',
    })
    const signature = await signBitcoinMessage(c, {
      message: 'hi',
      protocol: 'ecdsa',
    })
    expect(
      Verifier.verifySignature(keys[0]!.address, 'hi', signature, true),
    ).toBe(true)

    const tx = new Transaction()
    tx.addInput({
      txid: hex.decode('33'.repeat(32)),
      index: 0,
      witnessUtxo: { script: keys[0]!.script, amount: 9_000n },
    })
    tx.addOutputAddress(keys[1]!.address, 8_000n, NETWORK)
    const { psbt } = await signPsbt(c, {
      psbt: base64.encode(tx.toPSBT()),
      signInputs: [{ address: keys[0]!.address, index: 0, sighashTypes: [1] }],
    })
    const signed = Transaction.fromPSBT(base64.decode(psbt))
    signed.finalize()
    expect(Transaction.fromRaw(signed.extract()).id).toBe(signed.id)

    await expect(
      sendTransfer(c, { recipientAddress: keys[1]!.address, amount: 1n }),
    ).rejects.toThrow(UnsupportedProviderMethodError)
    await expect(
      signPsbt(c, {
        psbt: base64.encode(tx.toPSBT()),
        signInputs: [{ address: keys[0]!.address, index: 0 }],
        broadcast: true,
      }),
    ).rejects.toThrow(UnsupportedProviderMethodError)
  })

  test('account changes and disconnects in the wallet reach the state', async () => {
    const { wallet, keys, switchTo } = standardWallet()
    const c = createConfig({
      projectId: 'test',
      networks: [bitcoin],
      storage: null,
      connectors: [bitcoinInjected(createStandardBitcoinWallet(wallet))],
    })
    await connect(c, { connector: 'Exodus' })
    switchTo(1)
    expect(c.state.namespaces.bip122?.accounts).toEqual([keys[1]!.address])
    await (
      wallet.features['bitcoin:disconnect'] as {
        disconnect(): Promise<void>
      }
    ).disconnect()
    expect(c.state.namespaces.bip122?.status ?? 'disconnected').toBe(
      'disconnected',
    )
  })

  test("a bitcoin:disconnect that fails is rethrown: DISCONNECT_ERROR, disconnected here all the same (SPEC §8 'Failed to disconnect')", async () => {
    const locked = Object.assign(new Error('The wallet is locked.'), {
      code: -32603,
    })
    const { wallet } = standardWallet('Exodus', locked)
    const c = createConfig({
      projectId: 'test',
      networks: [bitcoin],
      storage: null,
      connectors: [bitcoinInjected(createStandardBitcoinWallet(wallet))],
    })
    const tracked: string[] = []
    c.events.on('track', ({ event }) => tracked.push(event))
    await connect(c, { connector: 'Exodus' })
    const error = await disconnect(c).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InternalRpcError)
    expect((error as InternalRpcError).details).toBe('The wallet is locked.')
    expect(tracked).toContain('DISCONNECT_ERROR')
    expect(c.state.namespaces.bip122).toBeUndefined()
    expect(wallet.accounts).toHaveLength(1)

    const { wallet: fine } = standardWallet('Fine')
    const d = createConfig({
      projectId: 'test',
      networks: [bitcoin],
      storage: null,
      connectors: [bitcoinInjected(createStandardBitcoinWallet(fine))],
    })
    await connect(d, { connector: 'Fine' })
    await disconnect(d)
    expect(fine.accounts).toEqual([])
  })

  test('an account of another network is not connected', async () => {
    const { wallet } = standardWallet()
    const provider = createStandardBitcoinWallet({
      ...wallet,
      features: {
        ...wallet.features,
        'bitcoin:connect': {
          version: '1.0.0',
          connect: async () => ({
            accounts: [
              {
                address: bitcoinAccount(0, { testnet: true }).address,
                publicKey: new Uint8Array(33),
                chains: ['bitcoin:mainnet'],
                features: [],
              },
            ],
          }),
        },
      },
    })
    await expect(provider.connect([bitcoin])).rejects.toThrow(
      BitcoinWalletAnswerError,
    )
  })
})

describe('discovery', () => {
  test('Wallet Standard (bitcoin: and sats-connect:) and btc_providers', () => {
    const c = config()
    const exodus = standardWallet('Exodus Test')
    unregister.push(getWallets().register(exodus.wallet))
    const magicEden: Wallet = {
      version: '1.0.0',
      name: 'Magic Eden Test',
      icon,
      chains: ['bitcoin:mainnet'],
      accounts: [],
      features: {
        'sats-connect:': { provider: { request: async () => ({}) } },
      },
    }
    const solanaOnly: Wallet = {
      ...magicEden,
      name: 'Solana Only Test',
      features: { 'solana:signMessage': {} },
    }
    const xverse = { request: async () => ({}) }
    const stop = discoverBitcoinWallets(
      c,
      { networks: c.networks, storage: c.storage },
      {
        btc_providers: [
          { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Test', icon },
          { id: 'Missing.Provider', name: 'Missing' },
          'junk',
        ],
        XverseProviders: { BitcoinProvider: xverse },
      },
    )
    unregister.push(getWallets().register(magicEden, solanaOnly))
    const ids = c.state.connectors.map((x) => x.id)
    expect(ids).toEqual(
      expect.arrayContaining([
        'bip122:Exodus Test',
        'bip122:Xverse Test',
        'bip122:Magic Eden Test',
      ]),
    )
    expect(ids).not.toContain('bip122:Solana Only Test')
    expect(ids).not.toContain('bip122:Missing')
    expect(
      c.state.connectors.every(
        (x) => x.chainNamespace === 'bip122' && x.type === 'ANNOUNCED',
      ),
    ).toBe(true)
    stop()
  })

  test('a discovered wallet loads its code on first use and signs', async () => {
    const c = config()
    const exodus = standardWallet('Lazy Exodus Test')
    unregister.push(getWallets().register(exodus.wallet))
    const stop = discoverBitcoinWallets(c, {
      networks: c.networks,
      storage: c.storage,
    })
    await connect(c, { connector: 'bip122:Lazy Exodus Test' })
    expect(c.state.namespaces.bip122?.accounts).toEqual([
      exodus.keys[0]!.address,
    ])
    const signature = await signBitcoinMessage(c, {
      message: 'lazy',
      protocol: 'ecdsa',
    })
    expect(
      Verifier.verifySignature(exodus.keys[0]!.address, 'lazy', signature),
    ).toBe(true)
    // The wallet's events are followed once its code has loaded.
    exodus.switchTo(1)
    expect(c.state.namespaces.bip122?.accounts).toEqual([
      exodus.keys[1]!.address,
    ])
    stop()
  })

  test('watchBitcoinWallets loads discovery only with a bip122 network', async () => {
    const { wallet } = standardWallet('Lazy Test')
    unregister.push(getWallets().register(wallet))
    const evm = config([mainnet] as never)
    const before = evm._internal.cleanups.size
    watchBitcoinWallets(evm, { networks: evm.networks, storage: evm.storage })
    expect(evm._internal.cleanups.size).toBe(before)

    const btc = config()
    watchBitcoinWallets(btc, { networks: btc.networks, storage: btc.storage })
    // The discovery chunk is a dynamic import: wait for it, however slow.
    await vi.waitUntil(
      () => btc.state.connectors.some((x) => x.id === 'bip122:Lazy Test'),
      { timeout: 30_000 },
    )
    for (const cleanup of btc._internal.cleanups) cleanup()
    expect(evm.state.connectors).toEqual([])
  })
})
