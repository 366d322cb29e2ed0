import type { Config } from '../types/config.js'
import { createRpcRouter, type RpcRouter } from './createRpcRouter.js'
import { getApiContext } from './getApiContext.js'

/**
 * The config's RPC router (see `createRpcRouter`), made with the first
 * read and kept with the config's API client.
 */
export function getRpcRouter(config: Config): RpcRouter {
  const context = getApiContext(config)
  context.rpc ??= createRpcRouter({ api: context.client })
  return context.rpc
}
