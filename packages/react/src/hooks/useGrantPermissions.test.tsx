// The session hooks over the real Latch Dev Wallet (offline: an EOA, no
// ERC-7715 capability): their errors are core's typed ones, and the read
// is idle until an account is connected. The grant → spend → refusals
// path runs in apps/demo/e2e/embeddedSessions.e2e.test.ts.
import { connect } from '@latch/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { createTestLatch } from '../../test/renderLatch.js'
import { LatchProvider } from '../LatchProvider.js'
import { useGrantPermissions } from './useGrantPermissions.js'
import { usePermissions } from './usePermissions.js'
import { useRevokePermissions } from './useRevokePermissions.js'

afterEach(cleanup)

const hooks = () => ({
  grant: useGrantPermissions(),
  revoke: useRevokePermissions(),
  permissions: usePermissions(),
})

function setup(smartSessions: boolean) {
  const { latch } = createTestLatch({ features: { smartSessions } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider latch={latch}>{children}</LatchProvider>
  )
  const rendered = renderHook(hooks, { wrapper })
  const connectWallet = () =>
    act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
  return { ...rendered, connectWallet }
}

const request = {
  expiry: 4_000_000_000,
  sessionKey: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  permissions: [
    { type: 'native-token-transfer', data: { allowance: 10n ** 16n } },
  ],
} as const

it('off by default (SPEC §9): the mutations end in SmartSessionsDisabledError', async () => {
  const { result, connectWallet } = setup(false)
  expect(result.current.permissions.status).toBe('idle')
  await connectWallet()
  act(() => result.current.grant.grantPermissions(request))
  await waitFor(() => expect(result.current.grant.isError).toBe(true))
  expect(result.current.grant.error?.name).toBe('SmartSessionsDisabledError')
  act(() =>
    result.current.revoke.revokePermissions({ permissionsContext: '0x12' }),
  )
  await waitFor(() => expect(result.current.revoke.isError).toBe(true))
  expect(result.current.revoke.error?.name).toBe('SmartSessionsDisabledError')
})

it('on, with a wallet that cannot grant: the SPEC text; the list needs the API', async () => {
  const { result, connectWallet } = setup(true)
  await connectWallet()
  await expect(
    result.current.grant.grantPermissionsAsync(request),
  ).rejects.toMatchObject({
    name: 'SmartSessionsUnsupportedError',
    shortMessage: 'This application might not support Smart Accounts',
  })
  await waitFor(() => expect(result.current.grant.isError).toBe(true))
  await waitFor(() => expect(result.current.permissions.isError).toBe(true))
  expect(result.current.permissions.error?.name).toBe('ApiNotConfiguredError')
})
