// The smallest Latch page: a config, the provider and the connect button,
// with sign-in with a wallet on (the size budgets are measured with it).
import { localSiwx } from '@latch/core'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { devnet } from '@latch/react/networks'
import { createRoot } from 'react-dom/client'

const latch = createLatch({
  projectId: 'latch-bench',
  networks: [devnet],
  siwx: localSiwx(),
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
