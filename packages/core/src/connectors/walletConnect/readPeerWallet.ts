import type { ConnectedWallet } from '../../types/connector.js'

/** Longest wallet name shown; a longer one is cut. */
const NAME_MAX = 64

/**
 * The wallet a session's peer metadata names, or undefined when it names
 * none. The metadata comes from the wallet, so it is read defensively: a
 * name is trimmed and cut to 64 characters, and only an http(s) icon URL is
 * kept (no `javascript:` or `data:` payloads reach an `<img src>`).
 */
export function readPeerWallet(metadata: unknown): ConnectedWallet | undefined {
  if (typeof metadata !== 'object' || metadata === null) return undefined
  const { name, icons } = metadata as { name?: unknown; icons?: unknown }
  if (typeof name !== 'string') return undefined
  const shown = name.trim().slice(0, NAME_MAX)
  if (shown === '') return undefined
  const icon = (Array.isArray(icons) ? icons : []).find(isHttpUrl)
  return icon ? { name: shown, icon } : { name: shown }
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
