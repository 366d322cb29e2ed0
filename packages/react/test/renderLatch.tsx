import { devnet, devnet2 } from '@latch/common'
import {
  type CreateConfigParameters,
  destroyConfig,
  memoryStorage,
} from '@latch/core'
import { createWalletFixture, type WalletFixture } from '@latch/test'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ConnectButton } from '../src/buttons/ConnectButton.js'
import { createLatch, type Latch } from '../src/createLatch.js'
import { LatchProvider } from '../src/LatchProvider.js'
import { endAfterTest } from './endAfterTest.js'

export type TestLatch = {
  latch: Latch
  fixture: WalletFixture
}

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
  // Its watches stop after the test (endAfterTest.ts).
  endAfterTest(() => destroyConfig(latch.config))
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
