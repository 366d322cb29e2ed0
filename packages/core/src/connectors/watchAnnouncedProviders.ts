import type { Eip6963ProviderDetail } from '../types/eip1193.js'

type EventTargetLike = {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
}

const isDetail = (value: unknown): value is Eip6963ProviderDetail => {
  if (typeof value !== 'object' || value === null) return false
  const { info, provider } = value as Partial<Eip6963ProviderDetail>
  return (
    typeof info?.rdns === 'string' &&
    info.rdns.length > 0 &&
    typeof info.name === 'string' &&
    typeof info.uuid === 'string' &&
    typeof provider?.request === 'function'
  )
}

/**
 * Discovers injected wallets through EIP-6963: listens for announcements and
 * asks every wallet to announce itself. Malformed announcements are ignored.
 * Returns a function that stops listening.
 */
export function watchAnnouncedProviders(
  target: EventTargetLike,
  onProvider: (detail: Eip6963ProviderDetail) => void,
): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (isDetail(detail)) onProvider(detail)
  }
  target.addEventListener('eip6963:announceProvider', listener)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}
