// SPEC §8's internal texts at the WalletConnect connector's guards: a
// request with no session, and anything after the Sign client was closed.
// Real relay (port 0), real wallet (the protocol's wallet side).
import { devnet } from '@latch/common'
import type { WebSocketConstructor } from '@latch/protocol'
import { createMemoryStorage, createSignClient } from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { nextPairingUri } from '@latch/test'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import {
  SignClientNotInitializedError,
  WalletConnectNotConnectedError,
} from './guardErrors.js'
import type { WalletConnectConnector } from './types.js'
import { walletConnect } from './walletConnect.js'

const account = privateKeyToAccount(`0x${'55'.repeat(32)}`)
const metadata = { name: 'guards', description: '', url: 'http://g', icons: [] }
const ws = WebSocket as unknown as WebSocketConstructor

let relay: Awaited<ReturnType<typeof startRelay>>
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => {})))
  await relay.close()
})

function createDapp() {
  const config = createConfig({
    projectId: 'test',
    networks: [devnet],
    storage: memoryStorage(),
    metadata,
    connectors: [
      walletConnect({
        relayUrl: relay.url,
        storage: createMemoryStorage(),
        WebSocket: ws,
      }),
    ],
  })
  const connector = config.state.connectors[0] as WalletConnectConnector
  closers.push(connector.close)
  return { config, connector }
}

describe('WalletConnect connector guards (SPEC §8 internal texts)', () => {
  it("before connect(): a wallet request is 'Please call connect() before request()' (4900); what the provider answers itself still works", async () => {
    const { connector } = createDapp()
    const provider = await connector.getProvider()
    for (const method of ['personal_sign', 'eth_requestAccounts']) {
      const error = await provider
        .request({ method, params: ['0x00', account.address] })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(WalletConnectNotConnectedError)
      expect(error).toMatchObject({
        code: 4900,
        shortMessage: 'Please call connect() before request()',
      })
    }
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it("after close(): connect and requests are 'Sign Client not initialized'", async () => {
    const wallet = await createSignClient({
      relayUrl: relay.url,
      metadata: { ...metadata, name: 'wallet' },
      WebSocket: ws,
    })
    closers.push(wallet.close)
    wallet.on('session_proposal', ({ id }) => {
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:31337'],
            accounts: [`eip155:31337:${account.address}`],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
    })
    const { config, connector } = createDapp()
    const connecting = connectWalletConnect(config)
    await wallet.pair({ uri: await nextPairingUri(config) })
    await connecting
    const provider = await connector.getProvider()
    await connector.close()

    const request = await provider
      .request({ method: 'personal_sign', params: ['0x00', account.address] })
      .catch((e: unknown) => e)
    expect(request).toBeInstanceOf(SignClientNotInitializedError)
    expect((request as Error).message).toMatch(/^Sign Client not initialized\n/)
    await expect(connector.connect()).rejects.toThrow(
      new SignClientNotInitializedError().message,
    )
  })
})
