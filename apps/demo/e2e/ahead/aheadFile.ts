import { join } from 'node:path'

/** Where runAhead writes job `name`'s result in `dir`. */
export const aheadFile = (dir: string, name: string) =>
  join(dir, `${name.replace(/[^\w-]/g, '-')}.json`)

/** Written by the first takeAhead: the results are wanted now. */
export const wantedFile = (dir: string) => join(dir, 'wanted')
