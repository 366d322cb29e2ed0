import type { ConnectMethod } from '@latch/common'
import { getLegalAccepted, openModal } from '@latch/core'
import { createWalletFixture } from '@latch/test'
import {
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAuthConnector } from '../../../test/createTestAuthConnector.js'
import { renderLatch } from '../../../test/renderLatch.js'

afterEach(cleanup)

type Options = {
  /** A wallet installed in the browser (an EIP-6963 announcement). */
  installed?: boolean
  embedded?: boolean
  order?: readonly ConnectMethod[]
  collapseWallets?: boolean
  legalCheckbox?: boolean
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
}

async function openConnect(options: Options = {}) {
  const auth = createTestAuthConnector()
  const connectors = [
    ...(options.embedded === false ? [] : [auth.connector]),
    ...(options.installed ? [createWalletFixture().connector] : []),
  ]
  const test = renderLatch(undefined, {
    connectors,
    features: {
      socials: ['google', 'github'],
      ...(options.order ? { connectMethodsOrder: options.order } : {}),
      ...(options.collapseWallets ? { collapseWallets: true } : {}),
      ...(options.legalCheckbox ? { legalCheckbox: true } : {}),
    },
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
  })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  return { ...test, dialog }
}

/**
 * Disabled as browsers and assistive technology see it: its own flag, or
 * inside a disabled fieldset (jsdom's `:disabled` looks one level up only).
 */
const disabled = (el: Element) =>
  (el as HTMLButtonElement).disabled ||
  el.closest('fieldset[disabled]') !== null
const checked = (el: Element) => (el as HTMLInputElement).checked

/** Where each element is in the dialog, in document order. */
function positions(dialog: HTMLElement, elements: readonly Element[]) {
  const all = [...dialog.querySelectorAll('*')]
  return elements.map((el) => all.indexOf(el))
}

/** Connect's three groups, found by role and name. */
async function groups(dialog: HTMLElement, wallet: RegExp | string) {
  const email = await within(dialog).findByRole('textbox', { name: 'Email' })
  const social = within(dialog).getByRole('region', { name: 'Social logins' })
  const wallets = await within(dialog).findByRole('button', { name: wallet })
  return { email, social, wallet: wallets }
}

/** The groups are in `order`, with one divider between each two. */
function expectOrder(
  dialog: HTMLElement,
  found: Record<ConnectMethod, Element>,
  order: readonly ConnectMethod[],
) {
  const at = positions(
    dialog,
    order.map((m) => found[m]),
  )
  expect(at).toEqual([...at].sort((a, b) => a - b))
  const dividers = positions(dialog, within(dialog).getAllByRole('separator'))
  expect(dividers).toHaveLength(2)
  expect(at[0]).toBeLessThan(dividers[0] as number)
  expect(dividers[0]).toBeLessThan(at[1] as number)
  expect(at[1]).toBeLessThan(dividers[1] as number)
  expect(dividers[1]).toBeLessThan(at[2] as number)
}

describe('Connect method order (SPEC §9)', () => {
  it('e-mail, socials, wallets with no wallet installed in the browser', async () => {
    const { dialog } = await openConnect()
    expectOrder(dialog, await groups(dialog, 'All Wallets'), [
      'email',
      'social',
      'wallet',
    ])
  })

  it('the other default, wallets first, while a browser wallet is listed', async () => {
    const { dialog } = await openConnect({ installed: true })
    expectOrder(dialog, await groups(dialog, /Latch Dev Wallet/), [
      'wallet',
      'email',
      'social',
    ])
  })

  it("the host's order wins over both defaults", async () => {
    for (const installed of [false, true]) {
      const { dialog } = await openConnect({
        installed,
        order: ['social', 'wallet', 'email'],
      })
      expectOrder(dialog, await groups(dialog, 'All Wallets'), [
        'social',
        'wallet',
        'email',
      ])
      cleanup()
    }
  })

  it('without an embedded wallet: the wallets alone, no divider', async () => {
    const { dialog } = await openConnect({ embedded: false, installed: true })
    await within(dialog).findByRole('button', { name: /Latch Dev Wallet/ })
    expect(within(dialog).queryByRole('separator')).toBeNull()
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull()
  })
})

describe('collapseWallets', () => {
  it('shows the logins and one "Continue with a wallet" button, which opens the list; Back returns', async () => {
    const { dialog } = await openConnect({
      collapseWallets: true,
      installed: true,
    })
    await within(dialog).findByRole('textbox', { name: 'Email' })
    const button = await within(dialog).findByRole('button', {
      name: 'Continue with a wallet',
    })
    expect(
      within(dialog).queryByRole('button', { name: /Latch Dev Wallet/ }),
    ).toBeNull()
    expect(
      within(dialog).queryByRole('button', { name: 'All Wallets' }),
    ).toBeNull()
    fireEvent.click(button)
    const list = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await within(list).findByRole('button', { name: /Latch Dev Wallet/ })
    within(list).getByRole('button', { name: 'All Wallets' })
    expect(within(list).queryByRole('textbox', { name: 'Email' })).toBeNull()
    fireEvent.click(within(list).getByRole('button', { name: 'Back' }))
    await within(
      await screen.findByRole('dialog', { name: 'Connect Wallet' }),
    ).findByRole('button', { name: 'Continue with a wallet' })
  })

  it('changes nothing without an embedded wallet', async () => {
    const { dialog } = await openConnect({
      collapseWallets: true,
      embedded: false,
      installed: true,
    })
    await within(dialog).findByRole('button', { name: /Latch Dev Wallet/ })
    expect(
      within(dialog).queryByRole('button', { name: 'Continue with a wallet' }),
    ).toBeNull()
  })
})

describe('legalCheckbox and the terms links', () => {
  const urls = {
    termsConditionsUrl: 'https://example.org/terms',
    privacyPolicyUrl: 'https://example.org/privacy',
  }

  it('gates All Wallets opened straight by the host the same way, until the box is ticked', async () => {
    const { latch } = renderLatch(undefined, {
      connectors: [createWalletFixture().connector],
      features: { legalCheckbox: true },
      ...urls,
    })
    void openModal(latch.config, { view: 'AllWallets' })
    const dialog = await screen.findByRole('dialog', { name: 'All Wallets' })
    const box = await within(dialog).findByRole('checkbox', {
      name: 'I agree to our Terms of Service and Privacy Policy',
    })
    const wallet = await within(dialog).findByRole('button', {
      name: /Latch Dev Wallet/,
    })
    expect(disabled(wallet)).toBe(true)
    expect(disabled(within(dialog).getByRole('searchbox'))).toBe(true)
    fireEvent.click(box)
    await waitFor(() => expect(disabled(wallet)).toBe(false))
    expect(getLegalAccepted(latch.config)).toBe(true)
  })

  it('disables every connect method until the box is ticked; the tick stays for the page', async () => {
    const { dialog, latch } = await openConnect({
      ...urls,
      legalCheckbox: true,
      installed: true,
    })
    const box = await within(dialog).findByRole('checkbox', {
      name: 'I agree to our Terms of Service and Privacy Policy',
    })
    expect(checked(box)).toBe(false)
    const terms = within(dialog).getByRole('link', { name: 'Terms of Service' })
    expect(terms.getAttribute('href')).toBe(urls.termsConditionsUrl)
    expect(terms.getAttribute('target')).toBe('_blank')
    expect(terms.getAttribute('rel')).toContain('noopener')
    expect(
      within(dialog)
        .getByRole('link', { name: 'Privacy Policy' })
        .getAttribute('href'),
    ).toBe(urls.privacyPolicyUrl)
    const field = await within(dialog).findByRole('textbox', { name: 'Email' })
    const methods = [
      field,
      within(dialog).getByRole('button', { name: /Latch Dev Wallet/ }),
      within(dialog).getByRole('button', { name: 'All Wallets' }),
      within(dialog).getByRole('button', { name: 'Continue with Google' }),
    ]
    for (const method of methods) expect(disabled(method)).toBe(true)
    // What a wallet is is no connect method: open to read first.
    expect(
      disabled(within(dialog).getByRole('button', { name: 'New to wallets?' })),
    ).toBe(false)
    fireEvent.click(box)
    expect(checked(box)).toBe(true)
    expect(getLegalAccepted(latch.config)).toBe(true)
    for (const method of methods) expect(disabled(method)).toBe(false)
    // Closed and opened again: still ticked.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const again = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(
      checked(
        await within(again).findByRole('checkbox', {
          name: 'I agree to our Terms of Service and Privacy Policy',
        }),
      ),
    ).toBe(true)
    expect(
      disabled(await within(again).findByRole('textbox', { name: 'Email' })),
    ).toBe(false)
  })

  it('gates the collapsed wallets button too', async () => {
    const { dialog } = await openConnect({
      ...urls,
      legalCheckbox: true,
      collapseWallets: true,
    })
    const button = await within(dialog).findByRole('button', {
      name: 'Continue with a wallet',
    })
    expect(disabled(button)).toBe(true)
    fireEvent.click(within(dialog).getByRole('checkbox'))
    expect(disabled(button)).toBe(false)
  })

  it('names only the link the host gave', async () => {
    const { dialog } = await openConnect({
      termsConditionsUrl: urls.termsConditionsUrl,
      legalCheckbox: true,
    })
    await within(dialog).findByRole('checkbox', {
      name: 'I agree to our Terms of Service',
    })
    expect(
      within(dialog).queryByRole('link', { name: 'Privacy Policy' }),
    ).toBeNull()
  })

  it('links only http(s) URLs and site paths; anything else shows unlinked', async () => {
    const { dialog } = await openConnect({
      termsConditionsUrl: 'javascript:alert(1)',
      privacyPolicyUrl: '/privacy',
      legalCheckbox: true,
    })
    await within(dialog).findByRole('checkbox', {
      name: 'I agree to our Terms of Service and Privacy Policy',
    })
    expect(
      within(dialog).queryByRole('link', { name: 'Terms of Service' }),
    ).toBeNull()
    expect(
      within(dialog)
        .getByRole('link', { name: 'Privacy Policy' })
        .getAttribute('href'),
    ).toBe('/privacy')
  })

  it('without the box: the terms line under the methods, nothing disabled', async () => {
    const { dialog } = await openConnect({ ...urls, installed: true })
    const line = await within(dialog).findByText(
      (_, el) =>
        el?.tagName === 'P' &&
        el.textContent ===
          'By connecting your wallet, you agree to our Terms of Service and Privacy Policy',
    )
    within(line).getByRole('link', { name: 'Terms of Service' })
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    expect(
      disabled(
        within(dialog).getByRole('button', { name: /Latch Dev Wallet/ }),
      ),
    ).toBe(false)
  })

  it('the box needs a link: without one, neither box nor line', async () => {
    const { dialog } = await openConnect({ legalCheckbox: true })
    expect(
      disabled(await within(dialog).findByRole('textbox', { name: 'Email' })),
    ).toBe(false)
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    expect(within(dialog).queryByText(/Terms of Service/)).toBeNull()
  })
})
