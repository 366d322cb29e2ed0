// The page the wagmi size figures are measured on (scripts/size-check.mjs):
// a wagmi app with one connect button, and, when given a Latch instance,
// Latch's provider (the modal, lazy) around it.
import { ConnectButton, type Latch, LatchProvider } from '@latch/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import {
  type CreateConfigParameters,
  createConfig,
  useConnect,
  WagmiProvider,
} from 'wagmi'

const chain = {
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as const

function WagmiConnect() {
  const { connect, connectors } = useConnect()
  return connectors.map((connector) => (
    <button
      key={connector.uid}
      type="button"
      onClick={() => connect({ connector })}
    >
      {connector.name}
    </button>
  ))
}

export function mountWagmiPage(
  connectors: CreateConfigParameters['connectors'],
  latch?: Latch,
): void {
  const config = createConfig({
    chains: [chain],
    connectors,
    multiInjectedProviderDiscovery: false,
    transports: { [chain.id]: http() },
  })
  const page = latch ? (
    <LatchProvider latch={latch}>
      <ConnectButton />
      <WagmiConnect />
    </LatchProvider>
  ) : (
    <WagmiConnect />
  )
  createRoot(document.getElementById('root')!).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        {page}
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
