// Strict-CSP stylesheets: constructed sheets by default, `<style nonce>`
// when the host gives a nonce or the document cannot adopt sheets.
import { openModal, setThemeVariables } from '@latch/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestLatch } from '../../test/renderLatch.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import { LatchProvider } from '../LatchProvider.js'
import { insertStyles } from './insertStyles.js'

afterEach(cleanup)

const adoptedText = (document: Document) =>
  document.adoptedStyleSheets
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText)
    .join('\n')

describe('insertStyles', () => {
  it('adopts a constructed sheet once, with no <style> element', () => {
    insertStyles(document, 'constructed', '.l-constructed{color:red}')
    insertStyles(document, 'constructed', '.l-constructed{color:red}')
    const sheets = document.adoptedStyleSheets.filter((sheet) =>
      [...sheet.cssRules].some((rule) =>
        rule.cssText.includes('.l-constructed'),
      ),
    )
    expect(sheets).toHaveLength(1)
    expect(
      document.head.querySelector('style[data-latch-style="constructed"]'),
    ).toBeNull()
  })

  it('writes <style nonce> when given a nonce', () => {
    insertStyles(document, 'nonced', '.l-nonced{color:red}', 'n0nce')
    const style = document.head.querySelector(
      'style[data-latch-style="nonced"]',
    )
    expect(style?.getAttribute('nonce')).toBe('n0nce')
    expect(style?.textContent).toBe('.l-nonced{color:red}')
    expect(adoptedText(document)).not.toContain('.l-nonced')
  })

  it('falls back to <style> where constructed sheets are unavailable', () => {
    // A document with no window: no CSSStyleSheet constructor to use.
    const detached = document.implementation.createHTMLDocument('x')
    insertStyles(detached, 'fallback', '.l-fallback{color:red}')
    const style = detached.head.querySelector(
      'style[data-latch-style="fallback"]',
    )
    expect(style?.textContent).toBe('.l-fallback{color:red}')
    expect(style?.hasAttribute('nonce')).toBe(false)
  })
})

describe('LatchProvider nonce', () => {
  it("puts the buttons' and modal's styles in <style nonce> and the theme in the CSSOM", async () => {
    const { latch } = createTestLatch()
    render(
      <LatchProvider latch={latch} nonce="r3quest">
        <ConnectButton />
      </LatchProvider>,
    )
    await screen.findByRole('button', { name: 'Connect Wallet' })
    const buttons = document.head.querySelector(
      'style[data-latch-style="buttons"]',
    )
    expect(buttons?.getAttribute('nonce')).toBe('r3quest')
    expect(buttons?.textContent).toContain('.latch-button{')
    expect(adoptedText(document)).not.toContain('.latch-button')

    setThemeVariables(latch.config, { '--latch-accent': '#123456' })
    void openModal(latch.config)
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    const modal = document.head.querySelector('style[data-latch-style="modal"]')
    expect(modal?.getAttribute('nonce')).toBe('r3quest')
    const root = dialog.closest<HTMLElement>('[data-latch]')
    expect(root?.style.getPropertyValue('--latch-accent')).toBe('#123456')
  })
})
