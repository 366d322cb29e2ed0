import { getLocale, setLocale } from '@latch/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { createTestLatch, renderLatch } from '../../test/renderLatch.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { useLocale } from '../hooks/useLocale.js'
import { LatchProvider } from '../LatchProvider.js'

afterEach(cleanup)

it('shows English while a catalogue loads, then the locale’s strings', async () => {
  renderLatch(<ConnectButton />, { locale: 'de-AT' })
  // The first render cannot wait for a chunk: English.
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  expect(button.getAttribute('lang')).toBe('en')
  expect(button.getAttribute('dir')).toBe('ltr')
  expect(await screen.findByRole('button', { name: 'Wallet verbinden' })).toBe(
    button,
  )
  expect(button.getAttribute('lang')).toBe('de-AT')
})

it('follows setLocale: direction at once, strings once loaded, and the modal too', async () => {
  const { latch } = renderLatch(<ConnectButton />, { locale: 'en' })
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  expect(button.getAttribute('dir')).toBe('ltr')
  act(() => setLocale(latch.config, 'he'))
  // The direction changes at once, so only text changes when it arrives.
  expect(button.getAttribute('dir')).toBe('rtl')
  await screen.findByRole('button', { name: 'חיבור ארנק' })
  expect(button.getAttribute('lang')).toBe('he')
  fireEvent.click(button)
  const dialog = await screen.findByRole('dialog', { name: 'חיבור ארנק' })
  const root = dialog.closest('[data-latch]')
  expect(root?.getAttribute('dir')).toBe('rtl')
  expect(root?.getAttribute('lang')).toBe('he')
  expect(screen.getByRole('button', { name: 'סגירה' })).toBeTruthy()
})

it('falls back to English for a language without a catalogue', async () => {
  const { latch } = renderLatch(<ConnectButton />, { locale: 'ko-KR' })
  expect(getLocale(latch.config)).toBe('ko-KR')
  const button = screen.getByRole('button', { name: 'Connect Wallet' })
  expect(button.getAttribute('lang')).toBe('en')
  expect(button.getAttribute('dir')).toBe('ltr')
})

it('useLocale reads and changes the locale', async () => {
  function Picker() {
    const { locale, dir, setLocale } = useLocale()
    return (
      <button type="button" onClick={() => setLocale('ar')}>
        {`${locale} ${dir}`}
      </button>
    )
  }
  const { latch } = createTestLatch({ locale: 'fr' })
  render(
    <LatchProvider latch={latch}>
      <Picker />
      <ConnectButton />
    </LatchProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'fr ltr' }))
  expect(screen.getByRole('button', { name: 'ar rtl' })).toBeTruthy()
  expect(
    await screen.findByRole('button', { name: 'ربط المحفظة' }),
  ).toBeTruthy()
  expect(getLocale(latch.config)).toBe('ar')
})
