// The frame bundle as the service serves it: fixed names, one ES module, no
// inline code the page's CSP would refuse, small.
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import {
  buildFrame,
  ensureFrameBuilt,
  isFrameStale,
} from '../../scripts/build-frame.mjs'

const outDir = mkdtempSync(join(tmpdir(), 'latch-frame-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('build-frame', () => {
  it('builds frame.js and frame.css (and a chunk per language), small and CSP-clean', async () => {
    expect(isFrameStale(outDir)).toBe(true)
    await buildFrame({ outDir })
    const js = readFileSync(join(outDir, 'frame.js'), 'utf8')
    const css = readFileSync(join(outDir, 'frame.css'), 'utf8')
    expect(js).toContain('latch-frame-config')
    expect(css).toContain('.approval')
    // No eval, no HTML parsing of strings, no style attributes, no '*' target.
    // The CSSOM's setProperty / removeProperty are not style attributes and
    // CSP allows them (the host's accent, applyFrameThemeVariables.ts).
    expect(js).not.toMatch(/\beval\(|new Function|innerHTML|insertAdjacentHTML/)
    expect(js).not.toMatch(
      /\.style\b(?!\.(setProperty|removeProperty)\()|setAttribute\(`style`/,
    )
    expect(js).not.toMatch(/postMessage\([^)]*[`'"]\*[`'"]/)
    expect(js).not.toMatch(/^import /m) // no static import: one module
    // 12 KB before issue #20's languages; the lazy catalogues' loader
    // (and Vite's dynamic-import helper) cost ~1.1 KB of it; issue #21's
    // send title with USD, the content height and the titles ~150 B; the
    // networks' table it carries, Solana localnet's explorer ~45 B; issue
    // #22's account types (the service's smart-account chains, the account
    // of the preferred type, its deployed check) ~360 B; the review words
    // of a smart account's operation and of a session grant (11 strings,
    // in the English catalogue and in common's English review words, which
    // the English screen uses: each English string ships twice) ~390 B;
    // issue #22's passkeys (CONNECT_PASSKEY, the hooks that load the
    // passkey chunk for a passkey user's sign-up, login and operations, the
    // frame's own screen) ~170 B: WebAuthn, viem's hashing and the words
    // are the lazy frame-passkeyFlows.js, asserted below; issue #23's swap
    // review (the rows of a decoded swap: action, paid, minimum received,
    // recipient in the warning colour, deadline; 4 labels and the
    // recipient warning in common's English words) ~240 B, and English
    // deadlines with their date (Intl, before only in the other
    // languages' lazy wording) ~115 B. The decoding itself is the
    // service's: no ABI code here. 15.1 KB since issue #24: the loader of
    // the lazy Farcaster handlers and the up-front refusal of the methods
    // the service refuses (the signing lists shared with latch-api, the
    // other namespace's check) with the SPEC's frame texts ('W3mFrame:
    // parent is not set') ~200 B; the host's theme variables are a lazy
    // chunk (frame-applyFrameThemeVariables). 15.25 KB for sign-out
    // going after the calls already sent (~140 B: a read racing
    // Disconnect was refused with a 401 the page's console reported).
    expect(gzipSync(js).length).toBeLessThan(15.25 * 1024)
    expect(js).not.toMatch(/navigator\.credentials|PackedUserOperation/)
    const passkeyChunk = readFileSync(
      join(outDir, 'frame-passkeyFlows.js'),
      'utf8',
    )
    expect(passkeyChunk).toContain('navigator.credentials')
    // Farcaster login (issue #24 item 1) is its own chunk too.
    expect(js).not.toContain('/farcaster/connect')
    expect(
      readFileSync(join(outDir, 'frame-farcasterHandlers.js'), 'utf8'),
    ).toContain('/farcaster/connect')
    // Each language is its own small chunk, fetched only when used.
    for (const locale of ['ar', 'de', 'hi', 'ja', 'pt-BR', 'zh-CN']) {
      const chunk = readFileSync(join(outDir, `frame-${locale}.js`), 'utf8')
      expect(chunk).not.toMatch(/\beval\(|new Function|innerHTML/)
      expect(gzipSync(chunk).length).toBeLessThan(4 * 1024)
    }
    expect(js).not.toContain('Genehmigen')
    expect(isFrameStale(outDir)).toBe(false)
  }, 60_000)

  it('rebuilds only when stale', async () => {
    expect(await ensureFrameBuilt({ outDir })).toBe(false)
    const old = new Date(Date.now() - 3_600_000 * 24 * 365)
    utimesSync(join(outDir, 'frame.js'), old, old)
    expect(await ensureFrameBuilt({ outDir })).toBe(true)
  }, 60_000)
})
