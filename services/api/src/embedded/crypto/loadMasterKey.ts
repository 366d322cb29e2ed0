import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { parseMasterKey } from './parseMasterKey.js'

export type LoadMasterKeyParameters = {
  /** `LATCH_EMBEDDED_MASTER_KEY` (64 hex digits); wins when set. */
  envKey?: string | undefined
  /**
   * Development only: where a generated key is kept when no env key is set
   * (`<data-dir>.embedded-master-key`, mode 0600). Without it (in-memory
   * data) a key is generated for this process only.
   */
  keyFile?: string | undefined
  /** Warnings go here. @default console.warn */
  warn?: ((line: string) => void) | undefined
}

/**
 * The operator master key: from the environment, else (development) read
 * from or generated once into `keyFile` with a printed warning, else a
 * throw-away key for an in-memory database.
 */
export async function loadMasterKey({
  envKey,
  keyFile,
  warn = console.warn,
}: LoadMasterKeyParameters): Promise<{
  key: Uint8Array
  source: 'env' | 'file' | 'memory'
  /**
   * The key of `<keyFile>.old`, left by an interrupted rotation
   * (`rotateMasterKeyFile`): `chooseMasterKey` picks between the two.
   */
  previous?: Uint8Array | undefined
}> {
  if (envKey) return { key: parseMasterKey(envKey), source: 'env' }
  if (!keyFile) {
    warn(
      'latch-api embedded: no LATCH_EMBEDDED_MASTER_KEY; using a throw-away key (in-memory data only)',
    )
    return { key: new Uint8Array(randomBytes(32)), source: 'memory' }
  }
  const existing = await readFile(keyFile, 'utf8').catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined
      throw error
    },
  )
  if (existing !== undefined) {
    const old = await readFile(`${keyFile}.old`, 'utf8').catch(() => undefined)
    return {
      key: parseMasterKey(existing),
      source: 'file',
      previous: old === undefined ? undefined : parseMasterKey(old),
    }
  }
  const key = new Uint8Array(randomBytes(32))
  await mkdir(dirname(keyFile), { recursive: true })
  await writeFile(keyFile, `${Buffer.from(key).toString('hex')}\n`, {
    mode: 0o600,
    flag: 'wx',
  })
  warn(
    `latch-api embedded: WARNING no LATCH_EMBEDDED_MASTER_KEY; generated a development master key in ${keyFile}. Production: set LATCH_EMBEDDED_MASTER_KEY (32-byte hex) and keep it out of the data folder's backups.`,
  )
  return { key, source: 'file' }
}
