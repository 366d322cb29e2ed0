import { access, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aheadFile, wantedFile } from './aheadFile.js'

/** What a job leaves: the value tests take, and folders to remove after. */
type AheadOutcome<T> = { value: T; remove?: string[] }

/** One piece of setup that some test files need and none of the others. */
export type AheadJob = {
  name: string
  /** `folder` is the run's own folder; `take` awaits an earlier job. */
  run(
    folder: string,
    take: <T>(name: string) => Promise<T>,
  ): Promise<AheadOutcome<unknown>>
}

export type AheadRun = {
  /** The folder the results are written to (the tests' `aheadDir`). */
  dir: string
  /** Waits for the job running, skips those not started, removes all. */
  dispose(): Promise<void>
}

/**
 * Runs `jobs` one after another in the background, while the test files
 * that need none of them run: each result is written as
 * `<dir>/<name>.json` ({ value } or { error }) for takeAhead. One at a
 * time, so the installs and builds take one core of the two, not both;
 * and only once the file `startWhen` exists, if given (scripts/test.sh
 * writes it when the unit lane is done, so that the builds take the core
 * the unit tests leave, not one the browser tests need), or a file wants
 * a result first (takeAhead), whichever comes first.
 */
export async function runAhead(
  jobs: readonly AheadJob[],
  startWhen?: string,
): Promise<AheadRun> {
  const dir = await mkdtemp(join(tmpdir(), 'latch-e2e-ahead-'))
  const results = new Map<string, Promise<unknown>>()
  const removals: string[] = []
  let stopped = false
  const take = <T>(name: string): Promise<T> => {
    const result = results.get(name)
    if (!result) throw new Error(`no ahead job ${name} before this one`)
    return result as Promise<T>
  }
  // Started by `startWhen`, or when a file first wants a result.
  let previous: Promise<unknown> = startWhen
    ? untilExists([startWhen, wantedFile(dir)], () => stopped)
    : Promise.resolve()
  for (const job of jobs) {
    const result = previous
      .catch(() => {})
      .then(async () => {
        if (stopped) throw new Error('the test run ended first')
        const outcome = await job.run(dir, take)
        removals.push(...(outcome.remove ?? []))
        return outcome.value
      })
    results.set(job.name, result)
    previous = result
    const record = result.then(
      (value) => ({ value }),
      (error: unknown) => ({ error: String(error) }),
    )
    void record.then(async (entry) => {
      // Renamed into place: a reader sees the whole file or none.
      const file = aheadFile(dir, job.name)
      await writeFile(`${file}.part`, JSON.stringify(entry))
      await rename(`${file}.part`, file)
    })
  }
  return {
    dir,
    async dispose() {
      stopped = true
      await previous.catch(() => {})
      for (const folder of removals)
        await rm(folder, { recursive: true, force: true })
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Resolves once one of `files` exists, or when `stopped()` says so. */
async function untilExists(files: string[], stopped: () => boolean) {
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    )
  while (!stopped()) {
    if ((await Promise.all(files.map(exists))).includes(true)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
