import type { DbQueryable } from '../db/Db.js'
import { addScamDomains } from './addScamDomains.js'
import { listScamDomains } from './listScamDomains.js'
import { readScamFile } from './readScamFile.js'
import { removeScamDomain } from './removeScamDomain.js'

export type RunScamCommandParameters = {
  /** `add`, `list`, `remove` or `import`. */
  sub: string | undefined
  /** `--domain` values. */
  domains: readonly string[]
  /** `scam import FILE`: one domain per line, `#` comments. */
  file: string | undefined
  log: (line: string) => void
}

/**
 * `latch-api scam add --domain D …`, `scam list`, `scam remove --domain D`,
 * `scam import FILE` on an open database. Throws a `TypeError` (or the 400
 * `ApiError` of a malformed domain) on bad arguments.
 */
export async function runScamCommand(
  db: DbQueryable,
  { sub, domains, file, log }: RunScamCommandParameters,
): Promise<void> {
  if (sub === 'list') {
    for (const { domain } of await listScamDomains(db)) log(domain)
    return
  }
  if (sub === 'add' || sub === 'import') {
    const list = sub === 'add' ? domains : file ? await readScamFile(file) : []
    if (!list.length)
      throw new TypeError(
        sub === 'add' ? 'scam add needs --domain' : 'scam import needs a FILE',
      )
    const { added, domains: normalized } = await addScamDomains(db, {
      domains: list,
    })
    return log(`latch-api: ${added} of ${normalized.length} scam domains added`)
  }
  if (sub === 'remove') {
    if (!domains.length) throw new TypeError('scam remove needs --domain')
    for (const domain of domains)
      if (!(await removeScamDomain(db, { domain })))
        throw new TypeError(`${domain} is not on the scam list`)
    return log(`latch-api: ${domains.join(', ')} removed from the scam list`)
  }
  throw new TypeError(`Unknown command: scam ${sub ?? ''} (see --help)`)
}
