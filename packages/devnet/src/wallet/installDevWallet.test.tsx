// DOM project (happy-dom): the approval panel and the EIP-6963 handshake.
// No JSX here; the .tsx extension selects the dom test project.
import { screen, within } from '@testing-library/dom'
import { stringToHex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { devAccounts } from '../devAccounts.js'
import type { EIP6963ProviderInfo } from './announceProvider.js'
import { createDevWalletPrompt } from './createDevWalletPrompt.js'
import { CONNECTED_STORAGE_KEY } from './createDevWalletProvider.js'
import {
  type DevWalletHandle,
  type DevWalletWindow,
  installDevWallet,
} from './installDevWallet.js'
import type { DevWalletPromptRequest } from './types.js'

const address = devAccounts[0]!.address
const installed: DevWalletHandle[] = []
function install(parameters: Parameters<typeof installDevWallet>[0] = {}) {
  const handle = installDevWallet(parameters)
  installed.push(handle)
  return handle
}
afterEach(() => {
  for (const handle of installed.splice(0)) handle.uninstall()
  localStorage.clear()
  document.body.innerHTML = ''
})

const dialog = () => screen.getByRole('dialog', { name: 'Latch Dev Wallet' })
const button = (name: 'Approve' | 'Reject') =>
  within(dialog()).getByRole('button', { name })
const request = (title: string): DevWalletPromptRequest => ({
  method: 'personal_sign',
  title,
  details: [{ label: 'Message', value: `${title} text` }],
  origin: 'http://demo.test',
})

describe('createDevWalletPrompt', () => {
  it('shows one request at a time with Approve and Reject buttons', async () => {
    const prompt = createDevWalletPrompt()
    const first = prompt.confirm(request('First'))
    const second = prompt.confirm(request('Second'))
    await Promise.resolve()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(within(dialog()).getByRole('heading').textContent).toBe('First')
    expect(dialog().textContent).toContain('First text')
    expect(dialog().style.position).toBe('fixed')
    expect(dialog().style.zIndex).toBe('2147483647')
    expect(document.activeElement).toBe(button('Approve'))
    button('Approve').click()
    expect(await first).toBe(true)

    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(within(dialog()).getByRole('heading').textContent).toBe('Second')
    button('Reject').click()
    expect(await second).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Escape rejects; destroy rejects what is waiting', async () => {
    const prompt = createDevWalletPrompt()
    const first = prompt.confirm(request('First'))
    const second = prompt.confirm(request('Second'))
    await Promise.resolve()
    dialog().dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    )
    expect(await first).toBe(false)
    prompt.destroy()
    expect(await second).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('goes into the given container', async () => {
    const container = document.createElement('section')
    document.body.append(container)
    const prompt = createDevWalletPrompt({ container })
    void prompt.confirm(request('Here'))
    await Promise.resolve()
    expect(container.querySelector('[role="dialog"]')).not.toBeNull()
    prompt.destroy()
  })
})

describe('installDevWallet', () => {
  it('announces with EIP-6963 at install and on every request', () => {
    const details: { info: EIP6963ProviderInfo; provider: unknown }[] = []
    const listener = (event: Event) =>
      details.push((event as CustomEvent).detail)
    window.addEventListener('eip6963:announceProvider', listener)
    try {
      const wallet = install()
      expect(details).toHaveLength(1)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      expect(details).toHaveLength(3)
      const [detail] = details
      expect(Object.isFrozen(detail)).toBe(true)
      expect(detail!.provider).toBe(wallet.provider)
      expect(detail!.info).toEqual({
        uuid: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
        name: 'Latch Dev Wallet',
        icon: expect.stringMatching(/^data:image\/svg\+xml,/),
        rdns: 'dev.latch.wallet',
      })
      expect((window as DevWalletWindow).latchDevWallet).toBe(wallet)

      wallet.uninstall()
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      expect(details).toHaveLength(3)
      expect((window as DevWalletWindow).latchDevWallet).toBeUndefined()
    } finally {
      window.removeEventListener('eip6963:announceProvider', listener)
    }
  })

  it('connects through the panel and keeps it in localStorage', async () => {
    const { provider } = install()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(within(dialog()).getByRole('heading').textContent).toBe(
      `Connect to ${location.origin}?`,
    )
    button('Approve').click()
    expect(await accounts).toEqual([address])
    expect(localStorage.getItem(CONNECTED_STORAGE_KEY)).toBe('1')

    const signature = provider.request({
      method: 'personal_sign',
      params: [stringToHex('Hello from the panel'), address],
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(within(dialog()).getByRole('heading').textContent).toBe(
      'Sign message',
    )
    expect(dialog().textContent).toContain('Hello from the panel')
    button('Reject').click()
    await expect(signature).rejects.toMatchObject({ code: 4001 })
  })

  it('autoApprove shows no panel', async () => {
    const { provider } = install({ autoApprove: true, accountIndex: 2 })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([
      devAccounts[2]!.address,
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
