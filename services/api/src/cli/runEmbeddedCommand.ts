import { readFile } from 'node:fs/promises'
import type { Db } from '../db/Db.js'
import { chooseMasterKey } from '../embedded/crypto/chooseMasterKey.js'
import { loadMasterKey } from '../embedded/crypto/loadMasterKey.js'
import { parseMasterKey } from '../embedded/crypto/parseMasterKey.js'
import { rotateMasterKey } from '../embedded/crypto/rotateMasterKey.js'
import { rotateMasterKeyFile } from '../embedded/crypto/rotateMasterKeyFile.js'

export type RunEmbeddedCommandParameters = {
  sub: string | undefined
  env: Record<string, string | undefined>
  /** `--new-key-file`: the new master key (64 hex digits). */
  newKeyFile?: string | undefined
  /** The development key file (PGlite data folder), when there is one. */
  masterKeyFile?: string | undefined
  log: (line: string) => void
}

/**
 * `latch-api embedded rotate-master-key [--new-key-file FILE]`: re-encrypts
 * every embedded-wallet key from the current master key
 * (`LATCH_EMBEDDED_MASTER_KEY`, else the development key file) to the new
 * one (the file, else `LATCH_EMBEDDED_NEW_MASTER_KEY`). A development key
 * file is switched crash-safely (`rotateMasterKeyFile`: the old key kept
 * in `<file>.old` until the database committed).
 */
export async function runEmbeddedCommand(
  db: Db,
  { sub, env, newKeyFile, masterKeyFile, log }: RunEmbeddedCommandParameters,
): Promise<void> {
  if (sub !== 'rotate-master-key')
    throw new TypeError(`Unknown command: embedded ${sub ?? ''} (see --help)`)
  const newText = newKeyFile
    ? await readFile(newKeyFile, 'utf8')
    : env.LATCH_EMBEDDED_NEW_MASTER_KEY
  if (!newText)
    throw new TypeError(
      'embedded rotate-master-key needs --new-key-file FILE or LATCH_EMBEDDED_NEW_MASTER_KEY',
    )
  const newKey = parseMasterKey(newText)
  if (!env.LATCH_EMBEDDED_MASTER_KEY && !masterKeyFile)
    throw new TypeError(
      'embedded rotate-master-key needs the current key in LATCH_EMBEDDED_MASTER_KEY',
    )
  const old = await loadMasterKey({
    envKey: env.LATCH_EMBEDDED_MASTER_KEY,
    keyFile: masterKeyFile,
    warn: log,
  })
  // After an interrupted run, the key the database is still sealed under.
  const oldKey = await chooseMasterKey(db, old)
  const rotate = () => rotateMasterKey(db, { oldKey, newKey })
  const { rotated, skipped } =
    old.source === 'file' && masterKeyFile
      ? await rotateMasterKeyFile(masterKeyFile, {
          oldKey,
          newKey,
          commit: rotate,
        })
      : await rotate()
  log(
    `latch-api: re-encrypted ${rotated} embedded-wallet keys${skipped ? ` (${skipped} already under the new key)` : ''}; ${old.source === 'file' ? `${masterKeyFile} now holds the new key` : 'set LATCH_EMBEDDED_MASTER_KEY to the new key and restart'}`,
  )
}
