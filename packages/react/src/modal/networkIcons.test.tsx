import { devnet, devnet2 } from '@latch/common'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../test/renderLatch.js'
import { NetworkButton } from '../buttons/NetworkButton.js'

afterEach(cleanup)

const apiUrl = 'http://127.0.0.1:8788'

describe('network icons in the modal', () => {
  it("shows each network's icon from the API server (decorative, lazy), its initial when the image fails", async () => {
    renderLatch(<NetworkButton />, { apiUrl })
    fireEvent.click(screen.getByRole('button', { name: devnet.name }))
    const dialog = await screen.findByRole('dialog', { name: 'Select network' })
    for (const network of [devnet, devnet2]) {
      // The Networks view is a lazy chunk: its rows follow the dialog.
      const row = await within(dialog).findByRole('button', {
        name: network.name,
      })
      const image = row.querySelector('img')
      expect(image?.getAttribute('src')).toBe(
        `${apiUrl}/public/getAssetImage/${encodeURIComponent(network.caipNetworkId)}`,
      )
      expect(image?.getAttribute('alt')).toBe('')
      expect(image?.getAttribute('loading')).toBe('lazy')
    }
    const row = within(dialog).getByRole('button', { name: devnet2.name })
    fireEvent.error(row.querySelector('img') as HTMLImageElement)
    expect(row.querySelector('img')).toBeNull()
    expect(
      row.querySelector('[aria-hidden=true]')?.getAttribute('data-initial'),
    ).toBe('L')
  })

  it('shows the initial without an API server', async () => {
    renderLatch(<NetworkButton />)
    fireEvent.click(screen.getByRole('button', { name: devnet.name }))
    const dialog = await screen.findByRole('dialog', { name: 'Select network' })
    await within(dialog).findByRole('button', { name: devnet.name })
    expect(dialog.querySelector('img')).toBeNull()
  })
})
