import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { listSourceFiles } from './listSourceFiles.mjs'

/**
 * Every environment variable a server's sources read, per service folder
 * (`relay`, `api`): literal names (`LATCH_…`, `env.DATABASE_URL`,
 * `env['X']`), names built by the settings readers (`defineEnvSettings` /
 * `readEnvSettings` prefix + `number('X')`, or `bucket('X')` for `X_RATE`
 * and `X_BURST`), and templates (`LATCH_API_RPC_${chainId}`) as patterns
 * whose `${…}` parts are written `<…>` in the docs.
 *
 * @returns {{ service: string, name: string, pattern: RegExp, where: string }[]}
 */
export function collectServerEnv(root) {
  const found = []
  const add = (service, name, pattern, where) => {
    if (!found.some((item) => item.service === service && item.name === name))
      found.push({ service, name, pattern, where })
  }
  const literal = (name) => new RegExp(`\\b${name}\\b`)
  for (const service of readdirSync(join(root, 'services'))) {
    for (const file of listSourceFiles(
      join(root, 'services', service, 'src'),
    )) {
      const text = readFileSync(file, 'utf8')
      const where = relative(root, file)
      const consts = new Map(
        [...text.matchAll(/const (\w+) = [`']([^`']*)[`']/g)].map((match) => [
          match[1],
          match[2],
        ]),
      )
      for (const match of text.matchAll(
        /\bLATCH_[A-Z0-9_]*[A-Z0-9]\b(?!_?\$\{)/g,
      ))
        add(service, match[0], literal(match[0]), where)
      for (const match of text.matchAll(/\benv(?:\.|\[')([A-Z][A-Z0-9_]+)/g))
        add(service, match[1], literal(match[1]), where)
      for (const match of text.matchAll(/\benv\[`([^`]+)`\]/g)) {
        const template = match[1].replace(
          /\$\{(\w+)\}/g,
          (whole, name) => consts.get(name) ?? whole,
        )
        const parts = template.split(/\$\{[^}]+\}/)
        if (parts.join('').replace(/_/g, '') === '') continue
        const name = template.replace(/\$\{[^}]+\}/g, '<…>')
        const pattern = new RegExp(
          parts
            .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
            .join('<[^>]+>'),
        )
        add(service, name, pattern, where)
      }
      const prefixes = [
        ...text.matchAll(/defineEnvSettings(?:<[^>]*>)?\(\s*'([A-Z0-9_]+)'/g),
        ...text.matchAll(/readEnvSettings\(\s*\w+,\s*'([A-Z0-9_]+)'/g),
      ].map((match) => match[1])
      for (const prefix of prefixes) {
        for (const match of text.matchAll(/\bnumber\('([A-Z0-9_]+)'/g))
          add(service, prefix + match[1], literal(prefix + match[1]), where)
        for (const match of text.matchAll(/\bbucket\('([A-Z0-9_]+)'/g)) {
          for (const suffix of ['_RATE', '_BURST'])
            add(
              service,
              prefix + match[1] + suffix,
              literal(prefix + match[1] + suffix),
              where,
            )
        }
      }
    }
  }
  return found
}
