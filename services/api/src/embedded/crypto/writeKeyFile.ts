import { open, rename } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * Writes a master key file whole or not at all: `<file>.tmp` (0600),
 * fsync, rename over `file`, fsync of the folder. A crash leaves the old
 * file or the new one, never a truncated key.
 */
export async function writeKeyFile(
  file: string,
  key: Uint8Array,
): Promise<void> {
  const temp = `${file}.tmp`
  const handle = await open(temp, 'w', 0o600)
  try {
    await handle.writeFile(`${Buffer.from(key).toString('hex')}\n`)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temp, file)
  const folder = await open(dirname(file), 'r')
  try {
    await folder.sync()
  } finally {
    await folder.close()
  }
}
