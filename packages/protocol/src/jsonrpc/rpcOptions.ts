type Pair<
  Tag extends number,
  Res extends number,
  Ttl extends number,
  Prompt extends boolean,
> = {
  readonly req: {
    readonly tag: Tag
    readonly ttl: Ttl
    readonly prompt: Prompt
  }
  readonly res: { readonly tag: Res; readonly ttl: Ttl }
}
type Rejects<Tag extends number, Auto extends number> = {
  readonly reject: { readonly tag: Tag; readonly ttl: 300 }
  readonly autoReject: { readonly tag: Auto; readonly ttl: 300 }
}

/** The type of `rpcOptions`: every value as a literal. */
export type RpcOptions = {
  readonly wc_sessionPropose: Pair<1100, 1101, 300, true> & Rejects<1120, 1121>
  readonly wc_sessionSettle: Pair<1102, 1103, 300, false>
  readonly wc_sessionUpdate: Pair<1104, 1105, 86400, false>
  readonly wc_sessionExtend: Pair<1106, 1107, 86400, false>
  /** ttl = the request's expiry (300…604800 s); 900 by default. */
  readonly wc_sessionRequest: Pair<1108, 1109, 900, true>
  readonly wc_sessionEvent: Pair<1110, 1111, 300, true>
  readonly wc_sessionDelete: Pair<1112, 1113, 86400, false>
  readonly wc_sessionPing: Pair<1114, 1115, 86400, false>
  readonly wc_sessionAuthenticate: Pair<1116, 1117, 3600, true> &
    Rejects<1118, 1119>
  readonly wc_pairingDelete: Pair<1000, 1001, 86400, false>
  readonly wc_pairingPing: Pair<1002, 1003, 30, false>
  readonly unregistered_method: Pair<0, 0, 86400, false>
}

// Built from (request tag, ttl, prompt): the response tag is the next one
// (0 stays 0) with the same ttl; rejects are (tag, tag + 1) with ttl 300.
const pair = (tag: number, ttl: number, prompt: boolean) => ({
  req: { tag, ttl, prompt },
  res: { tag: tag && tag + 1, ttl },
})
const rejects = (tag: number) => ({
  reject: { tag, ttl: 300 },
  autoReject: { tag: tag + 1, ttl: 300 },
})

/**
 * Relay tag, ttl (s) and prompt of every Sign method, for the request, the
 * response, and (proposal and auth) the reject / auto-reject responses —
 * the values the official SDK 2.25 puts on the wire (walletconnect-wire.md §6).
 *
 * https://latch.dev/docs/protocol/jsonrpc#rpc-options
 *
 * @example
 * const { tag, ttl, prompt } = rpcOptions.wc_sessionRequest.req
 */
export const rpcOptions = {
  wc_sessionPropose: { ...pair(1100, 300, true), ...rejects(1120) },
  wc_sessionSettle: pair(1102, 300, false),
  wc_sessionUpdate: pair(1104, 86400, false),
  wc_sessionExtend: pair(1106, 86400, false),
  wc_sessionRequest: pair(1108, 900, true),
  wc_sessionEvent: pair(1110, 300, true),
  wc_sessionDelete: pair(1112, 86400, false),
  wc_sessionPing: pair(1114, 86400, false),
  wc_sessionAuthenticate: { ...pair(1116, 3600, true), ...rejects(1118) },
  wc_pairingDelete: pair(1000, 86400, false),
  wc_pairingPing: pair(1002, 30, false),
  unregistered_method: pair(0, 86400, false),
} as RpcOptions

export type RpcMethod = keyof RpcOptions
