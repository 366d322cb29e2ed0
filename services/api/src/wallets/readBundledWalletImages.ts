import { readdir, readFile } from 'node:fs/promises'
import { assertPlainSvg } from './assertPlainSvg.js'
import { walletIdPattern } from './walletPatterns.js'

/** The bundled wallet icons (services/api/data/wallet-images), from src/ or dist/. */
const folder = new URL('../../data/wallet-images/', import.meta.url)

/**
 * The wallets' own icons shipped with the server: `data/wallet-images/{id}.svg`,
 * keyed by wallet id. Only files from this folder are ever served as a
 * wallet's image (never markup from a wallet file or an admin request). A
 * file that is not a plain SVG (too large, or holding `<script`, `on…=`
 * handlers or `javascript:`) throws.
 */
export async function readBundledWalletImages(): Promise<Map<string, string>> {
  const images = new Map<string, string>()
  for (const file of await readdir(folder).catch(() => [] as string[])) {
    const id = file.endsWith('.svg') ? file.slice(0, -4) : ''
    if (!walletIdPattern.test(id)) continue
    const svg = await readFile(new URL(file, folder), 'utf8')
    assertPlainSvg(svg, `data/wallet-images/${file}`)
    images.set(id, svg)
  }
  return images
}
