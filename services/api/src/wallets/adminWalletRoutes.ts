import { Hono } from 'hono'
import type { AppEnv } from '../app/types.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { adminAuth } from '../middleware/adminAuth/index.js'
import { importWallets } from './importWallets.js'
import { loadWalletData } from './loadWalletData.js'
import { parseWalletFile } from './parseWalletFile.js'

/**
 * POST /admin/wallets/import: with a `{ wallets: [...] }` body, replaces
 * the directory with it; with an empty body, re-imports the bundled
 * data/wallets.json. Answers `{ imported }`.
 */
export function adminWalletRoutes() {
  return new Hono<AppEnv>()
    .use('/admin/*', adminAuth())
    .post('/admin/wallets/import', async (c) => {
      const db = c.var.db
      if (!(await c.req.text()).trim())
        return c.json({ imported: await loadWalletData(db) })
      const wallets = parseWalletFile(
        await readJsonBody(c, { maxBytes: 1_048_576 }),
      )
      const imported = await db.transaction((tx) =>
        importWallets(tx, { wallets }),
      )
      return c.json({ imported })
    })
}
