import type { ChainNamespace } from '@latch/common'
import { NamespaceAdapterMissingError } from '../errors/config.js'
import type { NamespaceAdapter } from '../types/adapter.js'
import type { Config } from '../types/config.js'

/**
 * The method `name` of `namespace`'s adapter. Throws
 * NamespaceAdapterMissingError when the config has no adapter for the
 * namespace; `undefined` when the adapter does not offer it.
 */
export function getAdapter<K extends keyof NamespaceAdapter>(
  config: Config,
  namespace: ChainNamespace,
  name: K,
): NamespaceAdapter[K] {
  const adapter = config._internal.adapters[namespace]
  if (!adapter) throw new NamespaceAdapterMissingError(namespace)
  return adapter[name]
}
