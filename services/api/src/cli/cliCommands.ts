import type { Db } from '../db/Db.js'

/**
 * Wallet-directory hooks of the CLI. Filled in by the wallets module.
 * TODO: replace with direct imports once src/wallets lands.
 */
export const cliCommands = {
  async seedWalletsIfEmpty(_db: Db): Promise<void> {},
  async importWalletsFile(_db: Db, _file: string | undefined): Promise<number> {
    return 0
  },
}
