import { devnet, devnet2 } from '@latch/common'
import {
  type CreateConfigParameters,
  destroyConfig,
  memoryStorage,
} from '@latch/core'
import { createWalletFixture, type WalletFixture } from '@latch/test'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, vi } from 'vitest'
import { ConnectButton } from '../src/buttons/ConnectButton.js'
import { createLatch, type Latch } from '../src/createLatch.js'
import { LatchProvider } from '../src/LatchProvider.js'

export type TestLatch = {
  latch: Latch
  fixture: WalletFixture
}

// Every instance made here is ended after its test: its watches (new
// blocks, RPC ranking, wallet discovery) stop, and the chunks they began
// to load finish loading, so no test leaves work that outlives it — a
// file must not end while a lazy `import()` is pending (vitest closes the
// worker's module channel under it). Registered on import, before the
// file's own afterEach(cleanup), so it runs after the unmount.
const created = new Set<Latch>()
afterEach(async () => {
  for (const latch of created) destroyConfig(latch.config)
  created.clear()
  await vi.dynamicImportSettled()
})

/**
 * A Latch instance wired to the real Latch Dev Wallet (offline: no RPC
 * URL, so balances are unavailable), with in-memory storage.
 */
export function createTestLatch(
  parameters: Partial<CreateConfigParameters> = {},
  fixture: WalletFixture = createWalletFixture(),
): TestLatch {
  const latch = createLatch({
    projectId: 'latch-test',
    networks: [devnet, devnet2],
    storage: memoryStorage(),
    multiInjectedProviderDiscovery: false,
    connectors: [fixture.connector],
    ...parameters,
  } as CreateConfigParameters)
  created.add(latch)
  return { latch, fixture }
}

/** Renders `ui` (a ConnectButton by default) inside a LatchProvider. */
export function renderLatch(
  ui: ReactNode = <ConnectButton />,
  parameters: Partial<CreateConfigParameters> = {},
) {
  const test = createTestLatch(parameters)
  const result = render(<LatchProvider latch={test.latch}>{ui}</LatchProvider>)
  return { ...test, ...result }
}
