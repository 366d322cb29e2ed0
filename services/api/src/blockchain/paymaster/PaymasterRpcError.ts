/** Why POST /v1/paymaster refused to sponsor (`error.data.reason`). */
export type PaymasterRefusal =
  | 'POLICY_DISABLED'
  | 'CHAIN_NOT_SPONSORED'
  | 'TARGET_NOT_ALLOWED'
  | 'DAILY_CAP_REACHED'
  | 'BUDGET_EXHAUSTED'

/**
 * A JSON-RPC error of the paymaster: -32602 for bad params, -32000 with
 * `data.reason` for a sponsorship the policy refuses.
 */
export class PaymasterRpcError extends Error {
  override name = 'PaymasterRpcError'
  readonly code: number
  readonly reason: PaymasterRefusal | undefined

  constructor(code: number, message: string, reason?: PaymasterRefusal) {
    super(message)
    this.code = code
    this.reason = reason
  }
}

/** -32602 'Invalid params' naming the problem. */
export const invalidParams = (message: string) =>
  new PaymasterRpcError(-32602, message)

/** -32000, the sponsorship refused by the project's policy. */
export const refused = (reason: PaymasterRefusal, message: string) =>
  new PaymasterRpcError(-32000, message, reason)
