// Injected Solana and Bitcoin wallets sign in with serverSiwx through
// core's flow (connect → startSiwx finds no session → signIn → the
// adapter's signMessage → latch-api verifies): the Latch Dev Wallet's
// Solana wallet (Wallet Standard, @latch/devnet) and an Xverse-like
// sats-connect wallet answering with the reference wallet's bip122 signer.
import { bitcoinTestnet, type Network, solanaLocalnet } from '@latch/common'
import {
  bitcoinAccount,
  defaultBitcoinNetworks,
  executeBitcoinRequest,
} from '@latch/devnet/bitcoin-signer'
import { createSolanaDevWallet } from '@latch/devnet/solana-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PAGE_ORIGIN,
  pageFetch,
  startKeyChainSiwxApi,
} from '../../test/siwx/startKeyChainSiwxApi.js'
import { connect } from '../actions/connect.js'
import { getSiwxSession } from '../actions/getSiwxSession.js'
import { signIn } from '../actions/signIn.js'
import { watchSiwxSession } from '../actions/watchSiwxSession.js'
import { bitcoinAdapter } from '../bitcoin/bitcoinAdapter.js'
import { bitcoinInjected } from '../bitcoin/injected/bitcoinInjected.js'
import { createSatsConnectWallet } from '../bitcoin/injected/satsConnectWallet.js'
import { createConfig } from '../createConfig.js'
import { walletStandard } from '../solana/createStandardConnector.js'
import { solanaAdapter } from '../solana/solanaAdapter.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { BaseStorage } from '../storage/types.js'
import type { NamespaceAdapter } from '../types/adapter.js'
import type { Config, CreateConnectorFn } from '../types/config.js'
import { serverSiwx } from './serverSiwx.js'

let api: Awaited<ReturnType<typeof startKeyChainSiwxApi>>
beforeAll(async () => {
  api = await startKeyChainSiwxApi()
}, 60_000)
afterAll(async () => {
  await api?.close()
})

function setup(
  network: Network,
  adapter: NamespaceAdapter,
  connector: CreateConnectorFn,
) {
  const storage = memoryStorage()
  const config = createConfig({
    projectId: api.projectId,
    networks: [network],
    storage,
    adapters: [adapter],
    connectors: [connector],
    siwx: serverSiwx({
      apiUrl: api.url,
      projectId: api.projectId,
      storage,
      fetch: pageFetch,
      domain: '127.0.0.1:5173',
      uri: `${PAGE_ORIGIN}/`,
    }),
  })
  return { config, storage }
}

function until(config: Config, ok: (c: Config) => boolean) {
  if (ok(config)) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const stop = watchSiwxSession(config, {
      onChange: () => {
        if (!ok(config)) return
        stop()
        resolve()
      },
    })
  })
}
const status = (c: Config) => getSiwxSession(c)?.status

/** The API's view of the config's bearer token. */
async function apiSession(storage: BaseStorage) {
  const token = JSON.parse(storage.getItem('latch.v1.siwxToken') ?? '""')
  const res = await pageFetch(
    `${api.url}/v1/siwx/session?projectId=${api.projectId}`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  return (await res.json()) as { session?: Record<string, unknown> }
}

/** An Xverse-like sats-connect wallet signing with the reference signer. */
function satsConnectWallet(address: string, publicKey: string) {
  const [, testnet] = defaultBitcoinNetworks()
  const payment = {
    address,
    publicKey,
    purpose: 'payment',
    addressType: 'p2wpkh',
    walletType: 'software',
  }
  const network = { bitcoin: { name: 'Testnet' } }
  const answer = async (method: string, p: Record<string, unknown>) => {
    if (method === 'wallet_connect' || method === 'wallet_getAccount')
      return { id: 'x', addresses: [payment], walletType: 'software', network }
    if (method === 'getAddresses') return { addresses: [payment], network }
    if (method === 'signMessage')
      return executeBitcoinRequest({
        method,
        params: {
          account: address,
          address: p.address,
          message: p.message,
          protocol: p.protocol === 'ECDSA' ? 'ecdsa' : 'bip322',
        },
        network: testnet!,
        accountIndex: 0,
      })
    throw { code: -32601, message: `Method not found: ${method}` }
  }
  return {
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
}

describe('serverSiwx with injected Solana and Bitcoin wallets', () => {
  it('the Solana dev wallet (Wallet Standard) signs in; latch-api knows the session', async () => {
    const dev = await createSolanaDevWallet({
      accountIndex: 7,
      rpcUrl: 'http://127.0.0.1:9',
      origin: PAGE_ORIGIN,
      confirm: async () => true,
    })
    const { config, storage } = setup(
      solanaLocalnet,
      solanaAdapter(),
      walletStandard({ wallet: dev.wallet }),
    )
    await connect(config, { connector: 'standard:Latch Dev Wallet' })
    await until(config, (c) => status(c) === 'signedOut')
    const session = await signIn(config)
    const address = config.state.namespaces.solana?.accounts[0]
    expect(session.data).toMatchObject({
      chainId: solanaLocalnet.caipNetworkId,
      accountAddress: address,
    })
    expect(status(config)).toBe('signedIn')
    expect(await apiSession(storage)).toMatchObject({
      session: { address, chainId: solanaLocalnet.caipNetworkId },
    })
  })

  it('a sats-connect Bitcoin wallet signs in with BIP-322 on testnet; latch-api knows the session', async () => {
    const own = bitcoinAccount(0, { testnet: true })
    const { config, storage } = setup(
      bitcoinTestnet,
      bitcoinAdapter(),
      bitcoinInjected(
        createSatsConnectWallet({
          id: 'xverse',
          name: 'Xverse',
          provider: satsConnectWallet(own.address, own.publicKey),
        }),
      ),
    )
    await connect(config, { connector: 'xverse' })
    await until(config, (c) => status(c) === 'signedOut')
    const session = await signIn(config)
    expect(session.data).toMatchObject({
      chainId: bitcoinTestnet.caipNetworkId,
      accountAddress: own.address,
    })
    expect(await apiSession(storage)).toMatchObject({
      session: { address: own.address, chainId: bitcoinTestnet.caipNetworkId },
    })
  })
})
