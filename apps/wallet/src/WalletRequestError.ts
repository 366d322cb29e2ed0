/** An error answered to the app as a JSON-RPC error (EIP-1193 codes). */
export class WalletRequestError extends Error {
  override name = 'WalletRequestError'
  constructor(
    /** 4001 rejected, 4100 unauthorized, 4200 unsupported, 4902 unknown chain, -32602 invalid params. */
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
