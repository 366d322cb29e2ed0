// The page of the wagmi × React matrix (e2e/matrix.e2e.test.ts): the
// example's App, built outside the monorepo from the packed @latch/*
// tarballs with each fixture's own wagmi and React. The wallet is the one
// the test injects (EIP-6963), so no @latch/devnet here.
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

const myLatch = createLatch({
  projectId: 'latch-wagmi-matrix',
  networks,
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
