import { walletConnect } from '@latch/core/connectors/walletConnect'
import { createLatch, LatchProvider } from '@latch/react'
import { latch } from '@latch/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { createConfig, WagmiProvider } from 'wagmi'
import { App } from './App.js'
import { exampleChains } from './chains.js'
import { messages } from './messages.js'

const { networks, chains } = exampleChains(import.meta.env)

// `?devwallet=1` injects the Latch Dev Wallet (EIP-6963) over both devnets
// before Latch looks for wallets.
if (new URLSearchParams(location.search).get('devwallet') === '1') {
  const { installDevWallet } = await import('@latch/devnet/wallet')
  installDevWallet({
    chains: networks.map((n) => ({
      chainId: n.id as number,
      name: n.name,
      url: n.rpcUrls.default.http[0] ?? '',
    })),
  })
}

// Latch owns the connection (its store is the one source of truth) and
// shows its modal; wagmi follows it through the `latch()` connector.
const myLatch = createLatch({
  projectId: 'latch-wagmi-example',
  networks,
  connectors: [
    walletConnect({
      relayUrl: import.meta.env.VITE_RELAY_URL || 'ws://127.0.0.1:8787',
    }),
  ],
  metadata: {
    name: messages.title,
    description: messages.intro,
    url: location.origin,
    icons: [],
  },
})

const config = createConfig({
  chains,
  connectors: [latch({ latch: myLatch })],
  // Latch discovers injected wallets (EIP-6963) and lists them in its
  // modal; wagmi's own discovery would add each a second time.
  multiInjectedProviderDiscovery: false,
  transports: {
    [chains[0].id]: http(),
    [chains[1].id]: http(),
  },
})
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <LatchProvider latch={myLatch}>
            <App />
          </LatchProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
