import type { Config } from '../types/config.js'
import type { State } from '../types/state.js'
import { getLogger } from './getLogger.js'

/** What a line says about the state; no addresses (only counts). */
function describe(s: State) {
  const lines: string[] = []
  for (const [namespace, n] of Object.entries(s.namespaces))
    if (n)
      lines.push(
        `connection ${namespace}: ${n.status}${n.connectorId ? ` via ${n.connectorId}` : ''}`,
      )
  lines.push(`view: ${s.router.history.at(-1)?.view}`)
  if (s.networkStatus) lines.push(`network: ${s.networkStatus}`)
  return lines
}

/**
 * Writes the toolkit's steps to the config's log as the state moves:
 * connection status per namespace (with its connector), the view shown,
 * the network status, and every toast or alert error. Returns the stop.
 */
export function logStateChanges(config: Config): () => void {
  const logger = getLogger(config)
  let last = new Set(describe(config.state))
  for (const message of last)
    logger.write({ level: 'debug', source: 'core', message })
  return config.subscribe(
    (s) => s,
    (s, previous) => {
      const now = describe(s)
      for (const message of now)
        if (!last.has(message))
          logger.write({ level: 'debug', source: 'core', message })
      last = new Set(now)
      if (s.toast !== previous.toast && s.toast?.variant === 'error')
        logger.write({
          level: 'error',
          source: 'core',
          message: `toast: ${s.toast.message}`,
        })
      if (s.alert !== previous.alert && s.alert)
        logger.write({
          level: s.alert.variant === 'error' ? 'error' : 'debug',
          source: 'core',
          message: `alert ${s.alert.code}: ${s.alert.message}`,
        })
    },
  )
}
