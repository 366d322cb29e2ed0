import { readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Folders this process holds, so it cannot open one twice either. */
const heldHere = new Set<string>()

/**
 * Takes `latch-api.lock` in a PGlite data folder: PGlite is single-process,
 * and two processes (or two opens in one process) writing one folder would
 * corrupt it. A lock left by a process that no longer runs is taken over;
 * one whose process runs is an error naming the folder, the process and
 * what to do. Resolves with the release function.
 */
export async function lockDataDir(
  dataDir: string,
): Promise<() => Promise<void>> {
  const file = join(dataDir, 'latch-api.lock')
  const key = resolve(dataDir)
  if (heldHere.has(key))
    throw new Error(
      `Data folder ${dataDir} is already open in this process (PGlite allows one database per folder); close it first`,
    )
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' })
      heldHere.add(key)
      return async () => {
        heldHere.delete(key)
        await rm(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0)
        throw error
      const pid = Number(await readFile(file, 'utf8').catch(() => ''))
      if (pid && pid !== process.pid && isAlive(pid))
        throw new Error(
          `Data folder ${dataDir} is in use by process ${pid} (${file}; PGlite allows one process per folder): stop that latch-api or run admin commands through it with --url; if process ${pid} is not a latch-api, the lock is stale: delete ${file}`,
        )
      await rm(file, { force: true })
    }
  }
}
