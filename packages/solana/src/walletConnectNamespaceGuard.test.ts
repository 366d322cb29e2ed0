// SPEC §8's 'Namespace is not configured. Please call connect() first with
// namespace config.' at the WalletConnect connector: a Solana request on a
// session the wallet approved for eip155 only. Real relay, real wallet (the
// protocol's wallet side), the real Solana session provider.
import { devnet, solanaLocalnet } from '@latch/common'
import {
  connectWalletConnect,
  WalletConnectNamespaceNotConfiguredError,
} from '@latch/core'
import type { WebSocketConstructor } from '@latch/protocol'
import { createSignClient } from '@latch/protocol/client'
import { startRelay } from '@latch/relay'
import { createWalletConnectTestConfig, nextPairingUri } from '@latch/test'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import WebSocket from 'ws'
import { solanaAdapter } from './solanaAdapter.js'

const evm = privateKeyToAccount(`0x${'66'.repeat(32)}`)
let relay: Awaited<ReturnType<typeof startRelay>>
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await Promise.all(closers.map((close) => close().catch(() => {})))
  await relay.close()
})

it('a Solana request on an eip155-only session names the unconfigured namespace (4901)', async () => {
  const wallet = await createSignClient({
    relayUrl: relay.url,
    metadata: { name: 'wallet', description: '', url: 'http://w', icons: [] },
    WebSocket: WebSocket as unknown as WebSocketConstructor,
  })
  closers.push(wallet.close)
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: [devnet.caipNetworkId],
          accounts: [`${devnet.caipNetworkId}:${evm.address}`],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
  const { config, connector } = createWalletConnectTestConfig({
    relayUrl: relay.url,
    networks: [devnet, solanaLocalnet],
    adapters: [solanaAdapter()],
  })
  closers.push(connector.close)
  const connecting = connectWalletConnect(config)
  await wallet.pair({ uri: await nextPairingUri(config) })
  await connecting

  const solana = await connector.getNamespaceProvider!('solana')
  const error = await solana
    .signMessage({
      message: new TextEncoder().encode('hello'),
      account: '11111111111111111111111111111111',
    })
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(WalletConnectNamespaceNotConfiguredError)
  expect(error).toMatchObject({
    code: 4901,
    shortMessage:
      'Namespace is not configured. Please call connect() first with namespace config.',
    details: 'The session has no solana accounts.',
  })
})
