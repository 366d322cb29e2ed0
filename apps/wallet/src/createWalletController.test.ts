// The wallet controller (wallet side) ↔ the Latch sign client (dapp side)
// through a real latch-relay: one proposal for eip155 + solana + bip122
// gives one session with all three accounts; Solana and Bitcoin requests
// round-trip and verify with independent libraries.

import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import { solanaAddress } from '@latch/devnet/solana-signer'
import { createMemoryStorage, createSignClient } from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
} from '@solana/kit'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { createWalletController } from './createWalletController.js'
import { readWalletConfig } from './readWalletConfig.js'

const solanaLocal = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'
const bitcoinMain = 'bip122:000000000019d6689c085ae165831e93'
const bitcoinTest = 'bip122:000000000933ea01ad0ee984209779ba'
const projectId = 'latch-demo'

let relay: Awaited<ReturnType<typeof startRelay>>
let wallet: ReturnType<typeof createWalletController>
let dapp: Awaited<ReturnType<typeof createSignClient>>

/** Resolves when the wallet state satisfies `test`. */
function waitFor<T>(test: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const check = () => {
      const value = test()
      if (value === undefined) return false
      stop()
      resolve(value)
      return true
    }
    const stop = wallet.subscribe(() => void check())
    check()
  })
}

beforeAll(async () => {
  // The controller uses the page's WebSocket; Node 20 has none.
  vi.stubGlobal('WebSocket', WebSocket)
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
  const prefs = new Map<string, string>()
  wallet = createWalletController(
    {
      ...readWalletConfig({} as ImportMetaEnv),
      relayUrl: relay.url,
      projectId,
      // No Verify server: the context reads unknown.
      verifyUrl: 'http://127.0.0.1:9',
    },
    {
      metadata: {
        name: 'Latch Wallet',
        description: 'test',
        url: 'http://wallet.test',
        icons: [],
      },
      storage: createMemoryStorage(),
      prefs: {
        getItem: (key) => prefs.get(key) ?? null,
        setItem: (key, value) => void prefs.set(key, value),
      },
    },
  )
  await wallet.start()
  dapp = await createSignClient({
    relayUrl: relay.url,
    projectId,
    metadata: {
      name: 'Node Dapp',
      description: 'test',
      url: 'http://dapp.test',
      icons: [],
    },
    storage: createMemoryStorage(),
    WebSocket: WebSocket as never,
  })
}, 60_000)

afterAll(async () => {
  await dapp?.close()
  await wallet?.close()
  await relay?.close()
  vi.unstubAllGlobals()
})

it('approves eip155 + solana + bip122 in one session and answers each namespace', async () => {
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: ['personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
    optionalNamespaces: {
      solana: {
        chains: [solanaLocal, 'solana:unknown'],
        methods: ['solana_signMessage', 'solana_signTransaction', 'solana_fly'],
        events: [],
      },
      bip122: {
        chains: [bitcoinMain, bitcoinTest],
        methods: [
          'signMessage',
          'signPsbt',
          'sendTransfer',
          'getAccountAddresses',
        ],
        events: ['bip122_addressesChanged'],
      },
    },
  })
  await wallet.pair(uri ?? '')
  const proposal = await waitFor(() => wallet.getState().proposals[0])
  await wallet.approveProposal(proposal)
  const session = await approval()

  const sol = solanaAddress(0)
  const btc = bitcoinAccount(0, { testnet: false }).address
  const tbtc = bitcoinAccount(0, { testnet: true }).address
  expect(session.namespaces.eip155?.accounts).toEqual([
    'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ])
  expect(session.namespaces.solana).toEqual({
    chains: [solanaLocal],
    methods: ['solana_signMessage', 'solana_signTransaction'],
    events: [],
    accounts: [`${solanaLocal}:${sol}`],
  })
  expect(session.namespaces.bip122?.accounts).toEqual([
    `${bitcoinMain}:${btc}`,
    `${bitcoinTest}:${tbtc}`,
  ])
  expect(session.namespaces.bip122?.methods).toEqual([
    'signMessage',
    'signPsbt',
    'sendTransfer',
    'getAccountAddresses',
  ])

  // solana_signMessage: the dialog, Approve, an ed25519 signature.
  const text = new TextEncoder().encode('Latch over WalletConnect')
  const signing = dapp.request({
    topic: session.topic,
    chainId: solanaLocal,
    request: {
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(text), pubkey: sol },
    },
  })
  const request = await waitFor(() => wallet.getState().requests[0])
  expect(request.params.request.method).toBe('solana_signMessage')
  await wallet.approveRequest(request, 'Sign message')
  const { signature } = (await signing) as { signature: string }
  expect(
    ed25519.verify(
      new Uint8Array(getBase58Encoder().encode(signature)),
      text,
      new Uint8Array(getAddressEncoder().encode(sol as never)),
    ),
  ).toBe(true)

  // bip122 signMessage on testnet: BIP-322, checked by bip322-js.
  const btcSigning = dapp.request({
    topic: session.topic,
    chainId: bitcoinTest,
    request: {
      method: 'signMessage',
      params: { account: tbtc, message: 'Latch bip122' },
    },
  })
  const btcRequest = await waitFor(() => wallet.getState().requests[0])
  await wallet.approveRequest(btcRequest, 'Sign message')
  const signed = (await btcSigning) as { address: string; signature: string }
  expect(signed.address).toBe(tbtc)
  expect(Verifier.verifySignature(tbtc, 'Latch bip122', signed.signature)).toBe(
    true,
  )

  // getAccountAddresses needs no approval.
  expect(
    await dapp.request({
      topic: session.topic,
      chainId: bitcoinMain,
      request: { method: 'getAccountAddresses', params: { account: btc } },
    }),
  ).toEqual([expect.objectContaining({ address: btc, intention: 'payment' })])

  // Rejecting answers the SDK's USER_REJECTED (5000).
  const rejected = dapp.request({
    topic: session.topic,
    chainId: solanaLocal,
    request: {
      method: 'solana_signMessage',
      params: { message: '2g', pubkey: sol },
    },
  })
  const toReject = await waitFor(() => wallet.getState().requests[0])
  await wallet.rejectRequest(toReject, 'Sign message')
  await expect(rejected).rejects.toMatchObject({ code: 5000 })

  // Bad params come back as -32602.
  const bad = dapp.request({
    topic: session.topic,
    chainId: solanaLocal,
    request: {
      method: 'solana_signMessage',
      params: { message: '0OIl', pubkey: sol },
    },
  })
  const badRequest = await waitFor(() => wallet.getState().requests[0])
  await wallet.approveRequest(badRequest, 'Sign message')
  await expect(bad).rejects.toMatchObject({ code: -32602 })

  // Switching account updates the solana and bip122 accounts too, and
  // bip122 (which asked for it) gets bip122_addressesChanged.
  const updated = new Promise((resolve) => dapp.on('session_update', resolve))
  const addressesChanged = new Promise<{ name: string; data: unknown }>(
    (resolve) =>
      dapp.on('session_event', ({ params }) => {
        if (params.event.name === 'bip122_addressesChanged')
          resolve(params.event)
      }),
  )
  await wallet.setAccount(1)
  await updated
  expect((await addressesChanged).data).toEqual([
    { address: bitcoinAccount(1, { testnet: false }).address },
  ])
  const after = dapp.getSessions().find((s) => s.topic === session.topic)
  expect(after?.namespaces.solana?.accounts).toEqual([
    `${solanaLocal}:${solanaAddress(1)}`,
  ])
  expect(after?.namespaces.bip122?.accounts[0]).toBe(
    `${bitcoinMain}:${bitcoinAccount(1, { testnet: false }).address}`,
  )
}, 60_000)
