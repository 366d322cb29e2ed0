import type { DbQueryable } from '../db/Db.js'
import type { ImageFileEntry, WalletFileEntry } from './parseWalletFile.js'
import { renderMonogramSvg } from './renderMonogramSvg.js'

export type ImportWalletsParameters = {
  wallets: readonly WalletFileEntry[]
  /** Asset, token and currency images, replaced when given. */
  images?: readonly ImageFileEntry[] | undefined
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)

/**
 * Replaces the wallet directory with `wallets` (wallets missing from the
 * list are removed) and draws each wallet's image (its own `svg`, else a
 * monogram); likewise each image (its `svg`, else a monogram). Images are stored under their id and each alias (the first
 * image listed wins an id). Run it inside
 * `db.transaction` so readers never see a half-imported directory.
 */
export async function importWallets(
  db: DbQueryable,
  { wallets, images }: ImportWalletsParameters,
): Promise<number> {
  await db.exec('DELETE FROM wallets')
  await db.query(`DELETE FROM images WHERE kind = 'wallet'`)
  for (const w of wallets) {
    await db.query(
      `INSERT INTO wallets (id, name, image_id, rdns, mobile_link,
         desktop_link, webapp_link, app_urls, chains, badge_type, rank,
         link_mode)
       VALUES ($1, $2, $1, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10,
         $11)`,
      [
        w.id,
        w.name,
        w.rdns,
        w.mobile_link,
        w.desktop_link,
        w.webapp_link,
        w.app_urls ? JSON.stringify(w.app_urls) : null,
        JSON.stringify(w.chains),
        w.badge_type ?? null,
        w.rank ?? 1000,
        w.link_mode ?? null,
      ],
    )
    await db.query(
      `INSERT INTO images (kind, id, content_type, body)
       VALUES ('wallet', $1, 'image/svg+xml', $2)`,
      [
        w.id,
        w.svg ??
          renderMonogramSvg({
            text: w.monogram ?? initials(w.name),
            color: w.color,
          }),
      ],
    )
  }
  if (images) {
    await db.query(`DELETE FROM images WHERE kind <> 'wallet'`)
    for (const image of images) {
      const body =
        image.svg ??
        renderMonogramSvg({ text: image.monogram, color: image.color })
      for (const id of new Set([image.id, ...(image.aliases ?? [])]))
        await db.query(
          `INSERT INTO images (kind, id, content_type, body)
           VALUES ($1, $2, 'image/svg+xml', $3)
           ON CONFLICT (kind, id) DO NOTHING`,
          [image.kind, id, body],
        )
    }
  }
  return wallets.length
}
