import { devnet } from '@latch/common'
import {
  connect,
  dataKey,
  getAccount,
  getProfileState,
  setThemeMode,
} from '@latch/core'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../test/renderLatch.js'
import { AccountButton } from './AccountButton.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

afterEach(cleanup)

// Images point at the API server; none is fetched here (the e2e test
// loads them from a real latch-api).
const apiUrl = 'http://127.0.0.1:8788'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const devnetIcon = `${apiUrl}/public/getAssetImage/${encodeURIComponent(devnet.caipNetworkId)}`

const images = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLImageElement>('img'),
]

describe('AccountButton images', () => {
  it('shows a generated avatar (decorative), the address and the network icon named by the network, each lazy in a fixed box', async () => {
    const { latch } = renderLatch(<AccountButton />, { apiUrl })
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    const button = screen.getByRole('button', { name: /^0xf39F…2266/ })
    // The icons' chunk loads once connected; their boxes wait for it.
    const network = await within(button).findByRole('img', {
      name: devnet.name,
    })
    const avatar = images(button)[0]
    expect(avatar?.getAttribute('src')).toBe(
      `${apiUrl}/public/getAvatarImage/${ADDRESS}`,
    )
    expect(avatar?.getAttribute('alt')).toBe('')
    expect(network.getAttribute('src')).toBe(devnetIcon)
    for (const image of images(button)) {
      expect(image.getAttribute('loading')).toBe('lazy')
      expect(image.getAttribute('decoding')).toBe('async')
      expect(image.getAttribute('width')).toBe('20')
      expect(image.getAttribute('height')).toBe('20')
    }
    // The address comes first in the button's name, the network after it.
    expect(button.textContent?.startsWith('0xf39F…2266')).toBe(true)
  })

  it("shows the identity's avatar when it has one", async () => {
    const { latch } = renderLatch(<AccountButton />, { apiUrl })
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    const caipAddress = getAccount(latch.config).caipAddress ?? ''
    const { data } = latch.config._internal
    // Once the lookups the connection started (no server listens) are
    // over, the data layer holds this account's name and identity.
    await waitFor(
      () => expect(getProfileState(latch.config).loading).toBe(false),
      { timeout: 20_000 },
    )
    const avatar = 'https://avatars.example/alice.png'
    act(() => {
      data.set(dataKey('names', caipAddress), [{ name: 'alice.latch' }])
      data.set(dataKey('identity', caipAddress), {
        name: 'alice.latch',
        avatar,
      })
    })
    const button = await screen.findByRole('button', { name: /^alice\.latch/ })
    await waitFor(() =>
      expect(images(button)[0]?.getAttribute('src')).toBe(avatar),
    )
  }, 30_000)

  it('falls back to the initial when an image fails to load', async () => {
    const { latch } = renderLatch(<AccountButton />, { apiUrl })
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    const button = screen.getByRole('button', { name: /^0xf39F…2266/ })
    fireEvent.error(
      await within(button).findByRole('img', { name: devnet.name }),
    )
    const letter = within(button).getByRole('img', { name: devnet.name })
    expect(letter.tagName).toBe('SPAN')
    expect(letter.getAttribute('data-initial')).toBe('L')
    const [avatar] = images(button)
    if (avatar) fireEvent.error(avatar)
    // The avatar's initial is decorative: the name says who it is.
    expect(images(button)).toHaveLength(0)
    expect(button.querySelectorAll('[aria-hidden=true]')).toHaveLength(1)
  })

  it('without an API server shows initials and fetches nothing', async () => {
    const { latch } = renderLatch(<AccountButton />)
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    const button = screen.getByRole('button', { name: /^0xf39F…2266/ })
    const letter = await within(button).findByRole('img', {
      name: devnet.name,
    })
    expect(letter.getAttribute('data-initial')).toBe('L')
    expect(images(button)).toHaveLength(0)
  })
})

describe('NetworkButton image', () => {
  it('shows no image while disconnected, the network icon (decorative) once connected', async () => {
    const { latch } = renderLatch(<NetworkButton />, { apiUrl })
    const button = screen.getByRole('button', { name: devnet.name })
    expect(images(button)).toHaveLength(0)
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    await waitFor(() => expect(images(button)).toHaveLength(1))
    const [icon] = images(button)
    expect(icon?.getAttribute('src')).toBe(devnetIcon)
    expect(icon?.getAttribute('alt')).toBe('')
    expect(screen.getByRole('button', { name: devnet.name })).toBe(button)
  })
})

describe('buttons follow the theme', () => {
  it('take the theme mode and its variables, and follow a change', async () => {
    const { latch } = renderLatch(<ConnectButton />, {
      themeMode: 'light',
      themeVariables: { '--latch-accent': '#7c3aed' },
    })
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.getAttribute('data-theme')).toBe('light')
    expect(button.style.getPropertyValue('--latch-accent')).toBe('#7c3aed')
    act(() => setThemeMode(latch.config, 'dark'))
    await waitFor(() => expect(button.getAttribute('data-theme')).toBe('dark'))
  })
})
