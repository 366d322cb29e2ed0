import type { ConnectorContext } from '@latch/core'
import type { HostMessenger } from './createHostMessenger.js'

/**
 * The chains where the service gives the user a smart account, asked of
 * the frame once (again after a failure, which answers none) and kept in
 * storage as `smartAccountEnabledNetworks`.
 */
export function smartAccountNetworks(
  messenger: Pick<HostMessenger, 'request'>,
  storage: ConnectorContext['storage'],
): () => Promise<readonly number[]> {
  let networks: Promise<readonly number[]> | undefined
  return () =>
    (networks ??= messenger
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
      .then(({ smartAccountEnabledNetworks: list }) => {
        const ids = Array.isArray(list)
          ? list.filter((n): n is number => Number.isSafeInteger(n) && n > 0)
          : []
        storage.setItem('smartAccountEnabledNetworks', ids)
        return ids
      })
      .catch(() => {
        networks = undefined
        return [] as number[]
      }))
}
