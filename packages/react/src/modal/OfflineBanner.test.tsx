import { getLogs, setLocale } from '@latch/core'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
} from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../test/renderLatch.js'

afterEach(cleanup)

const OFFLINE = 'You are offline'
const offlineStatus = () =>
  screen
    .queryAllByRole('status')
    .find((element) => element.textContent === OFFLINE)

describe('OfflineBanner', () => {
  it('shows while offline in the open modal, axe-clean, and clears back online', async () => {
    const { latch } = renderLatch()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(offlineStatus()).toBeUndefined()
    // The status starts with the first open (its chunk loads then).
    await waitFor(() => expect(latch.config.state.networkStatus).toBe('online'))
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(offlineStatus()).toBeDefined()
    expect(latch.config.state.networkStatus).toBe('offline')
    const result = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
    act(() => void window.dispatchEvent(new Event('online')))
    expect(offlineStatus()).toBeUndefined()
    // The log the host can read saw both.
    expect(getLogs(latch.config).map((e) => e.message)).toEqual(
      expect.arrayContaining(['network: offline', 'network: online']),
    )
  })
})

describe('OfflineBanner in another language', () => {
  it('says it in the modal’s language (its string ships with it)', async () => {
    const { latch } = renderLatch()
    act(() => setLocale(latch.config, 'de'))
    fireEvent.click(
      await screen.findByRole('button', { name: 'Wallet verbinden' }),
    )
    await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    await waitFor(() => expect(latch.config.state.networkStatus).toBe('online'))
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(
      screen
        .queryAllByRole('status')
        .some((element) => element.textContent === 'Du bist offline'),
    ).toBe(true)
    act(() => void window.dispatchEvent(new Event('online')))
  })
})
