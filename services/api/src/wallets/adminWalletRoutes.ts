import { readBodyText } from '../http/readBodyText.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { adminRoutes } from '../middleware/adminAuth/adminRoutes.js'
import { importWallets } from './importWallets.js'
import { loadWalletData } from './loadWalletData.js'
import { parseWalletFile } from './parseWalletFile.js'
import { readBundledWalletImages } from './readBundledWalletImages.js'
import { updateWalletLinks } from './updateWalletLinks.js'

/**
 * POST /admin/wallets/import: with a `{ wallets: [...] }` body, replaces
 * the directory with it; with an empty body, re-imports the bundled
 * data/wallets.json. Answers `{ imported }`. The body may be up to
 * `limits.maxAdminBodyBytes` (8 MiB by default).
 *
 * PATCH /admin/wallets/{id} `{ mobile_link?, desktop_link?, webapp_link?,
 * link_mode?, chains? }` changes one wallet's links or chains in place
 * (`updateWalletLinks`); 204.
 */
export function adminWalletRoutes() {
  return adminRoutes()
    .post('/admin/wallets/import', async (c) => {
      const db = c.var.db
      const maxBytes = c.var.limits.maxAdminBodyBytes
      if (!(await readBodyText(c, { maxBytes })).trim())
        return c.json({ imported: await loadWalletData(db) })
      const icons = await readBundledWalletImages()
      const wallets = parseWalletFile(await readJsonBody(c, { maxBytes })).map(
        (w) => ({ ...w, svg: icons.get(w.id) }),
      )
      const imported = await db.transaction((tx) =>
        importWallets(tx, { wallets }),
      )
      return c.json({ imported })
    })
    .patch('/admin/wallets/:id', async (c) => {
      const body = await readJsonBody(c, { maxBytes: 16_384 })
      await updateWalletLinks(c.var.db, { id: c.req.param('id'), links: body })
      return c.body(null, 204)
    })
}
