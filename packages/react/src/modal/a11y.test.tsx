import { connect } from '@latch/core'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../test/renderLatch.js'
import { modalCss } from './styles.js'

afterEach(cleanup)

async function violations(root: Element) {
  const result = await axe.run(root, {
    // happy-dom has no layout, so contrast is checked below from the palette.
    rules: { 'color-contrast': { enabled: false } },
  })
  return result.violations.map((v) => `${v.id}: ${v.help}`)
}

describe('accessibility', () => {
  it('has no axe violations in Connect and Account', async () => {
    const { latch } = renderLatch()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connectView = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    expect(await violations(connectView)).toEqual([])
    await act(() => connect(latch.config, { connector: 'dev.latch.wallet' }))
    act(() => void latch.open({ view: 'Account' }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(await violations(account)).toEqual([])
  })
})

// WCAG 2 relative luminance and contrast ratio of two #rgb/#rrggbb colours.
function luminance(hex: string) {
  const full =
    hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}
function palette(theme: 'dark' | 'light') {
  const block = new RegExp(`\\[data-theme=${theme}\\]\\{([^}]*)\\}`).exec(
    modalCss,
  )?.[1]
  return Object.fromEntries(
    (block ?? '')
      .split(';')
      .map((pair) => pair.split(':'))
      .filter(([key]) => key?.startsWith('--latch-')),
  ) as Record<string, string>
}

describe.each(['dark', 'light'] as const)('%s palette', (theme) => {
  const p = palette(theme)
  const text: [string, string][] = [
    ['--latch-fg', '--latch-bg'],
    ['--latch-fg', '--latch-surface'],
    ['--latch-fg', '--latch-surface-hover'],
    ['--latch-muted', '--latch-bg'],
    ['--latch-muted', '--latch-surface'],
    ['--latch-error', '--latch-bg'],
    ['--latch-accent-fg', '--latch-accent'],
    ['--latch-bg', '--latch-fg'],
  ]
  it.each(text)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(p[fg] ?? '', p[bg] ?? '')).toBeGreaterThanOrEqual(4.5)
  })
  it('has a focus ring of at least 3:1 against the background', () => {
    expect(
      contrast(p['--latch-focus'] ?? '', p['--latch-bg'] ?? ''),
    ).toBeGreaterThanOrEqual(3)
  })
})
