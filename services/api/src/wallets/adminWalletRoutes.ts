import { Hono } from 'hono'
import type { AppEnv } from '../app/types.js'
import { readBodyText } from '../http/readBodyText.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { adminAuth } from '../middleware/adminAuth/index.js'
import { importWallets } from './importWallets.js'
import { loadWalletData } from './loadWalletData.js'
import { parseWalletFile } from './parseWalletFile.js'

/**
 * POST /admin/wallets/import: with a `{ wallets: [...] }` body, replaces
 * the directory with it; with an empty body, re-imports the bundled
 * data/wallets.json. Answers `{ imported }`. The body may be up to
 * `limits.maxAdminBodyBytes` (8 MiB by default).
 */
export function adminWalletRoutes() {
  return new Hono<AppEnv>()
    .use('/admin/*', adminAuth())
    .post('/admin/wallets/import', async (c) => {
      const db = c.var.db
      const maxBytes = c.var.limits.maxAdminBodyBytes
      if (!(await readBodyText(c, { maxBytes })).trim())
        return c.json({ imported: await loadWalletData(db) })
      const wallets = parseWalletFile(await readJsonBody(c, { maxBytes }))
      const imported = await db.transaction((tx) =>
        importWallets(tx, { wallets }),
      )
      return c.json({ imported })
    })
}
