import { join } from 'node:path'

/** Where runAhead writes job `name`'s result in `dir`. */
export const aheadFile = (dir: string, name: string) =>
  join(dir, `${name.replace(/[^\w-]/g, '-')}.json`)
