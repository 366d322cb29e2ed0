import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAuthConnector } from '../../../test/createTestAuthConnector.js'
import { createTestLatch, renderLatch } from '../../../test/renderLatch.js'
import { ConnectButton } from '../../buttons/ConnectButton.js'
import { LatchProvider } from '../../LatchProvider.js'

afterEach(cleanup)

const latchConnected = (config: {
  state: { namespaces: { eip155?: { status: string } } }
}) => config.state.namespaces.eip155?.status === 'connected'

async function openFarcaster() {
  const auth = createTestAuthConnector()
  const { latch } = renderLatch(undefined, {
    connectors: [auth.connector],
    features: { socials: ['farcaster', 'github'] },
  } as never)
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.click(
    await within(connect).findByRole('button', {
      name: 'Continue with Farcaster',
    }),
  )
  const dialog = await screen.findByRole('dialog', {
    name: 'Log in with Farcaster',
  })
  return { auth, config: latch.config, dialog }
}

describe('ConnectingFarcaster (SPEC §2)', () => {
  it('shows the sign-in URL as a QR code and a link, and closes once approved', async () => {
    const { auth, config, dialog } = await openFarcaster()
    await within(dialog).findByRole('img', {
      name: 'QR code to connect with Farcaster',
    })
    const url = 'https://farcaster.xyz/~/sign-in-with-farcaster?channelToken=c1'
    expect(config.state.farcasterUrl).toBe(url)
    expect(
      within(dialog).getByRole('link', { name: 'Open Farcaster' }),
    ).toHaveProperty('href', url)
    within(dialog).getByText(
      'Scan this QR code with your phone to connect with Farcaster',
    )
    expect(auth.calls).toEqual(['getFarcasterUri', 'connectFarcaster'])
    auth.approveFarcaster()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(latchConnected(config)).toBe(true)
    expect(config.state.farcasterUrl).toBeUndefined()
  })

  it('back: clears the URL at once and reloads the auth connector after 100 ms', async () => {
    const { auth, config, dialog } = await openFarcaster()
    await within(dialog).findByRole('img', {
      name: 'QR code to connect with Farcaster',
    })
    const backAt = performance.now()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(config.state.farcasterUrl).toBeUndefined()
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await waitFor(() => expect(auth.calls).toContain('reload'))
    // Timers fire no sooner than asked (to the millisecond's rounding).
    expect(Number(auth.reloadedAt) - backAt).toBeGreaterThanOrEqual(99)
    expect(auth.calls).toEqual([
      'getFarcasterUri',
      'connectFarcaster',
      'reload',
    ])
  })

  it("under StrictMode's double effect: one sign-in, one wait, and it connects", async () => {
    const auth = createTestAuthConnector()
    const { latch } = createTestLatch({
      connectors: [auth.connector],
      features: { socials: ['farcaster'] },
    } as never)
    render(
      <StrictMode>
        <LatchProvider latch={latch}>
          <ConnectButton />
        </LatchProvider>
      </StrictMode>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    fireEvent.click(
      await within(connect).findByRole('button', {
        name: 'Continue with Farcaster',
      }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Log in with Farcaster',
    })
    await within(dialog).findByRole('img', {
      name: 'QR code to connect with Farcaster',
    })
    await waitFor(() => expect(auth.calls).toContain('connectFarcaster'))
    expect(auth.calls.filter((c) => c === 'getFarcasterUri')).toHaveLength(1)
    expect(auth.calls.filter((c) => c === 'connectFarcaster')).toHaveLength(1)
    auth.approveFarcaster()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(latchConnected(latch.config)).toBe(true)
  })
})
