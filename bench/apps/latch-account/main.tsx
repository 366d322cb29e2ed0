// The bench page for the Account view: the smallest Latch page plus the
// Latch Dev Wallet (approving by itself), so the bench can connect first
// and then time a click on the account button. Not used for byte budgets.
import { installDevWallet } from '@latch/devnet/wallet'
import { ConnectButton, createLatch, LatchProvider } from '@latch/react'
import { devnet } from '@latch/react/networks'
import { createRoot } from 'react-dom/client'

installDevWallet({ autoApprove: true, solana: false })

const latch = createLatch({
  projectId: 'latch-bench',
  networks: [devnet],
  metadata: {
    name: 'Latch bench',
    description: 'Minimal Latch app, connected',
    url: location.origin,
    icons: [],
  },
})

createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
