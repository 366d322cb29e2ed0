import { type Config, disconnect } from '@latch/core'

/** Disconnects Latch's eip155 wallet (a Solana or Bitcoin one stays). */
export function disconnectEvm(config: Config): Promise<void> {
  return disconnect(config, { namespace: 'eip155' })
}
