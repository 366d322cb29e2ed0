import { createLatch } from '@latch/react'
import { devnet } from '@latch/react/networks'

/** The Latch instance of the size pages: injected wallets on the devnet. */
export const sizeLatch = () =>
  createLatch({
    projectId: 'latch-size',
    networks: [devnet],
    metadata: { name: 'Latch size', description: '', url: '', icons: [] },
  })
