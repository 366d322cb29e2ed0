import { devnet, devnet2 } from '@latch/common'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderLatch } from '../../test/renderLatch.js'
import { NetworkButton } from './NetworkButton.js'

afterEach(cleanup)

// Its own file: a view's code, once fetched, stays for the whole file.
describe('NetworkButton', () => {
  it('fetches the Networks view while it has focus (or the pointer): the click shows the list, not Loading…', async () => {
    renderLatch(<NetworkButton />)
    // The modal's own code loads when the page idles.
    await waitFor(() =>
      expect(document.querySelector('[data-latch]')).not.toBeNull(),
    )
    const button = screen.getByRole('button', { name: devnet.name })
    act(() => button.focus())
    await vi.dynamicImportSettled()
    fireEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Select network' })
    expect(within(dialog).queryByText('Loading…')).toBeNull()
    expect(within(dialog).getByText(devnet2.name)).toBeTruthy()
  })
})
