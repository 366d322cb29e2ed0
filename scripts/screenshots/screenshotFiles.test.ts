import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { renderScreenshotPage } from './renderScreenshotPage.js'
import { screenshotFiles } from './screenshotFiles.js'

const dir = join(import.meta.dirname, '../../docs/screenshots')

test('docs/screenshots holds exactly the PNGs of the state list, and its page (as written by the script) shows each once', () => {
  const pngs = readdirSync(dir).filter((name) => name.endsWith('.png'))
  expect(pngs.sort()).toEqual(screenshotFiles().sort())
  const page = readFileSync(join(dir, 'index.md'), 'utf8')
  expect(page).toBe(renderScreenshotPage())
  const shown = [...page.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1])
  expect(shown.sort()).toEqual(screenshotFiles().sort())
})
