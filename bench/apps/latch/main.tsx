// The smallest Latch page: a config, the provider and the connect button,
// with sign-in with a wallet and the embedded wallet (e-mail and social
// login) on: the size budgets are measured with both.
import { localSiwx } from '@latch/core'
import { embeddedWallet } from '@latch/embedded'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { devnet } from '@latch/react/networks'
import { createRoot } from 'react-dom/client'

const latch = createLatch({
  projectId: 'latch-bench',
  networks: [devnet],
  siwx: localSiwx(),
  connectors: [embeddedWallet({ url: 'http://127.0.0.1:8789' })],
  metadata: {
    name: 'Latch bench',
    description: 'Minimal Latch app',
    url: location.origin,
    icons: [],
  },
})

createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
