import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `latch-api.lock` in a PGlite data folder: PGlite is single-process,
 * and two processes writing one folder would corrupt it. A lock left by a
 * process that no longer runs is taken over. Resolves with the release
 * function.
 */
export async function lockDataDir(
  dataDir: string,
): Promise<() => Promise<void>> {
  const file = join(dataDir, 'latch-api.lock')
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' })
      return () => rm(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0)
        throw error
      const pid = Number(await readFile(file, 'utf8').catch(() => ''))
      if (pid && pid !== process.pid && isAlive(pid))
        throw new Error(
          `Data folder ${dataDir} is in use by process ${pid} (PGlite allows one process; stop it or use the /admin endpoints)`,
        )
      await rm(file, { force: true })
    }
  }
}
