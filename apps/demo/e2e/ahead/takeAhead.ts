import { readFile, writeFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { aheadFile, wantedFile } from './aheadFile.js'

/**
 * The result of the global setup's ahead job `name` (runAhead), once it is
 * written; `undefined` when this run prepares nothing ahead (a file run on
 * its own: it then prepares for itself). A failed job throws its error.
 */
export function takeAhead<T>(name: string): Promise<T> | undefined {
  const dir = inject('aheadDir')
  if (!dir) return undefined
  // Wanted now: the jobs start if they have not yet (runAhead).
  void writeFile(wantedFile(dir), '').catch(() => {})
  return readWhenWritten<T>(aheadFile(dir, name))
}

async function readWhenWritten<T>(file: string): Promise<T> {
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => undefined)
    const entry = text ? parseEntry(text) : undefined
    if (entry && 'error' in entry) throw new Error(entry.error)
    if (entry) return entry.value as T
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function parseEntry(
  text: string,
): { value: unknown } | { error: string } | undefined {
  try {
    return JSON.parse(text) as { value: unknown } | { error: string }
  } catch {
    return undefined
  }
}
