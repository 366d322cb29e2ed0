/** EIP-1193 and JSON-RPC error codes the Latch Dev Wallet returns. */
export const providerErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
} as const

/**
 * An EIP-1193 provider error: `code` is the numeric code of the standard
 * (4001 user rejected, 4100 unauthorized, 4200 unsupported method, 4901
 * chain disconnected, 4902 unrecognized chain) or a JSON-RPC code passed
 * through from the node.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError' as const
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  /** 4001: the user pressed Reject. */
  static userRejected() {
    return new ProviderRpcError(4001, 'User rejected the request.')
  }

  /** 4100: the site is not connected, or asked for another account. */
  static unauthorized() {
    return new ProviderRpcError(
      4100,
      'The requested method and/or account has not been authorized by the user.',
    )
  }

  /** 4200: the wallet does not implement the method. */
  static unsupported(method: string) {
    return new ProviderRpcError(
      4200,
      `The Latch Dev Wallet does not support the method "${method}".`,
    )
  }

  /** 4901: no RPC for the current chain, or it cannot be reached. */
  static chainDisconnected(chainId: number, details?: string) {
    return new ProviderRpcError(
      4901,
      `The provider is disconnected from chain ${chainId}${details ? `: ${details}` : '.'}`,
    )
  }

  /** 4902: the chain is not in the wallet; add it first. */
  static unrecognizedChain(chainIdHex: string) {
    return new ProviderRpcError(
      4902,
      `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    )
  }

  /** -32602: malformed parameters. */
  static invalidParams(details: string) {
    return new ProviderRpcError(-32602, `Invalid parameters: ${details}`)
  }
}
