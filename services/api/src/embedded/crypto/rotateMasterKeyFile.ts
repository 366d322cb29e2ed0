import { rename, rm } from 'node:fs/promises'
import { writeKeyFile } from './writeKeyFile.js'

/** The points of `rotateMasterKeyFile`, in order (a crash may hit any). */
export type KeyFileStep = 'old-kept' | 'new-written' | 'committed'

/**
 * Switches the development key file from `oldKey` to `newKey` around the
 * database rotation `commit` so that a crash at any point leaves a key
 * that opens the stored keys: the old key is first kept in `<file>.old`,
 * then the new one replaces `file` (`writeKeyFile`: temp file, fsync,
 * rename), then `commit` runs, and only once it committed is `.old`
 * removed. If `commit` fails, the old key goes back into `file`. Start-up
 * (`loadMasterKey` + `chooseMasterKey`) picks whichever of `file` and
 * `.old` the database is sealed under. `onStep` observes the steps
 * (tests stop there to play a crash).
 */
export async function rotateMasterKeyFile<R>(
  file: string,
  {
    oldKey,
    newKey,
    commit,
    onStep = () => {},
  }: {
    oldKey: Uint8Array
    newKey: Uint8Array
    commit: () => Promise<R>
    onStep?: ((step: KeyFileStep) => void) | undefined
  },
): Promise<R> {
  const old = `${file}.old`
  await writeKeyFile(old, oldKey)
  onStep('old-kept')
  await writeKeyFile(file, newKey)
  onStep('new-written')
  let result: R
  try {
    result = await commit()
  } catch (error) {
    await rename(old, file)
    throw error
  }
  onStep('committed')
  await rm(old, { force: true })
  return result
}
