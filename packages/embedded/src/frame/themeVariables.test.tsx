// DOM project (happy-dom): SYNC_THEME's themeVariables (SPEC §3, §7 "sync
// theme with theme variables"): Latch's and the reference client's names
// for the accent reach the approval screen; nothing else does.
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFrameHarness,
  type FrameHarness,
} from '../../test/frame/createFrameHarness.js'
import { applyFrameThemeVariables } from './handlers/applyFrameThemeVariables.js'

let harness: FrameHarness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
  document.documentElement.style.removeProperty('--accent')
  document.documentElement.style.removeProperty('--accent-fg')
})

const accent = () => document.documentElement.style.getPropertyValue('--accent')

describe('SYNC_THEME themeVariables', () => {
  it("takes Latch's accent names and the reference's --w3m-accent", async () => {
    harness = createFrameHarness({ routes: {} })
    const reply = await harness.request('SYNC_THEME', {
      themeMode: 'light',
      themeVariables: {
        '--latch-accent': '#ff0000',
        '--latch-accent-fg': 'rgb(0, 0, 0)',
      },
    })
    expect(reply.type).toBe('@latch-frame/SYNC_THEME_SUCCESS')
    expect(accent()).toBe('#ff0000')
    expect(document.documentElement.style.getPropertyValue('--accent-fg')).toBe(
      'rgb(0, 0, 0)',
    )
    await harness.request('SYNC_THEME', {
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#00aa00' },
    })
    expect(accent()).toBe('#00aa00')
    // Variables no longer given are removed.
    expect(document.documentElement.style.getPropertyValue('--accent-fg')).toBe(
      '',
    )
    await harness.request('SYNC_THEME', { themeMode: 'dark' })
    expect(accent()).toBe('')
  })

  it('ignores other names, unsafe values and junk, never failing', () => {
    const root = document.createElement('div')
    for (const junk of [null, 3, 'x', [], { '--latch-accent': 42 }])
      expect(applyFrameThemeVariables(root, junk)).toEqual([])
    expect(
      applyFrameThemeVariables(root, {
        '--latch-fg': '#000',
        '--latch-bg': '#000',
        '--bg': '#000',
        '--latch-accent': 'red; background: url(https://evil.example/x)',
        '--latch-accent-fg': 'url(x)',
      }),
    ).toEqual([])
    expect(
      applyFrameThemeVariables(root, {
        '--latch-accent': 'oklch(60% 0.2 250 / 80%)',
        '--latch-accent-fg': 'white',
      }),
    ).toEqual(['--accent', '--accent-fg'])
    // The screen's text and background are never the host's.
    expect(root.style.getPropertyValue('--fg')).toBe('')
    expect(root.style.getPropertyValue('--bg')).toBe('')
    expect(root.style.getPropertyValue('--accent')).toBe(
      'oklch(60% 0.2 250 / 80%)',
    )
  })
})
