import { readFile } from 'node:fs/promises'
import { assertPlainSvg } from './assertPlainSvg.js'
import type { ImageFileEntry } from './parseWalletFile.js'

/** The bundled network, token and provider images (services/api/data/images). */
const folder = new URL('../../data/images/', import.meta.url)

/**
 * Each image entry with its SVG (`svg`) read from `data/images/{file}` when
 * it names a file; entries without one stay monograms. A missing file, or
 * one that is not a plain SVG, throws.
 */
export async function readBundledImages(
  entries: readonly ImageFileEntry[],
): Promise<ImageFileEntry[]> {
  return Promise.all(
    entries.map(async (entry) => {
      if (!entry.file) return entry
      const svg = await readFile(new URL(entry.file, folder), 'utf8')
      assertPlainSvg(svg, `data/images/${entry.file}`)
      return { ...entry, svg }
    }),
  )
}
