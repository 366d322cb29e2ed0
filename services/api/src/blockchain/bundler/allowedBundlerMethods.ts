/**
 * ERC-4337 bundler methods `POST /v1/bundler` forwards (ERC-7769, and the
 * gas price call of Pimlico's API that Alto and viem's bundler clients
 * use). Anything else (debug_bundler_*, the chain's own methods, …) is
 * answered -32601 'Requested RPC call is not allowed'.
 */
export const allowedBundlerMethods: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'eth_chainId',
  'pimlico_getUserOperationGasPrice',
])
