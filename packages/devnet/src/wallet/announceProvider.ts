import type { DevWalletProvider } from './types.js'

/** EIP-6963 provider info. */
export type EIP6963ProviderInfo = {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/**
 * Announces `provider` with EIP-6963: dispatches `eip6963:announceProvider`
 * now and again on every `eip6963:requestProvider`. Returns a function that
 * stops answering requests.
 */
export function announceProvider({
  info,
  provider,
  target = window,
}: {
  info: EIP6963ProviderInfo
  provider: DevWalletProvider
  target?: EventTarget
}): () => void {
  const detail = Object.freeze({ info, provider })
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail }),
    )
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
