import { readFile } from 'node:fs/promises'
import type { Db } from '../db/Db.js'
import { importWallets } from './importWallets.js'
import { parseImageFile } from './parseImageFile.js'
import { parseWalletFile } from './parseWalletFile.js'
import { readBundledImages } from './readBundledImages.js'
import { readBundledWalletImages } from './readBundledWalletImages.js'

/** The bundled data folder (services/api/data), from src/ or dist/. */
const dataFolder = new URL('../../data/', import.meta.url)

/**
 * Imports a wallet data file (default: the bundled data/wallets.json) and
 * the bundled data/images.json in one transaction; wallets with a bundled
 * icon (data/wallet-images/{id}.svg) get it instead of a monogram, and
 * images naming a `file` get data/images/{file}. Resolves with the number
 * of wallets.
 */
export async function loadWalletData(
  db: Db,
  { file }: { file?: string | undefined } = {},
): Promise<number> {
  const walletsJson = JSON.parse(
    await readFile(file ?? new URL('wallets.json', dataFolder), 'utf8'),
  ) as unknown
  const imagesJson = JSON.parse(
    await readFile(new URL('images.json', dataFolder), 'utf8'),
  ) as unknown
  const icons = await readBundledWalletImages()
  const wallets = parseWalletFile(walletsJson).map((w) => ({
    ...w,
    svg: icons.get(w.id),
  }))
  const images = await readBundledImages(parseImageFile(imagesJson))
  return db.transaction((tx) => importWallets(tx, { wallets, images }))
}
