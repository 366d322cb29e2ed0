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
  wc_sessionPropose: {
    req: { tag: 1100, ttl: 300, prompt: true },
    res: { tag: 1101, ttl: 300 },
    reject: { tag: 1120, ttl: 300 },
    autoReject: { tag: 1121, ttl: 300 },
  },
  wc_sessionSettle: {
    req: { tag: 1102, ttl: 300, prompt: false },
    res: { tag: 1103, ttl: 300 },
  },
  wc_sessionUpdate: {
    req: { tag: 1104, ttl: 86400, prompt: false },
    res: { tag: 1105, ttl: 86400 },
  },
  wc_sessionExtend: {
    req: { tag: 1106, ttl: 86400, prompt: false },
    res: { tag: 1107, ttl: 86400 },
  },
  wc_sessionRequest: {
    // ttl = the request's expiry (300…604800 s); 900 by default.
    req: { tag: 1108, ttl: 900, prompt: true },
    res: { tag: 1109, ttl: 900 },
  },
  wc_sessionEvent: {
    req: { tag: 1110, ttl: 300, prompt: true },
    res: { tag: 1111, ttl: 300 },
  },
  wc_sessionDelete: {
    req: { tag: 1112, ttl: 86400, prompt: false },
    res: { tag: 1113, ttl: 86400 },
  },
  wc_sessionPing: {
    req: { tag: 1114, ttl: 86400, prompt: false },
    res: { tag: 1115, ttl: 86400 },
  },
  wc_sessionAuthenticate: {
    req: { tag: 1116, ttl: 3600, prompt: true },
    res: { tag: 1117, ttl: 3600 },
    reject: { tag: 1118, ttl: 300 },
    autoReject: { tag: 1119, ttl: 300 },
  },
  wc_pairingDelete: {
    req: { tag: 1000, ttl: 86400, prompt: false },
    res: { tag: 1001, ttl: 86400 },
  },
  wc_pairingPing: {
    req: { tag: 1002, ttl: 30, prompt: false },
    res: { tag: 1003, ttl: 30 },
  },
  unregistered_method: {
    req: { tag: 0, ttl: 86400, prompt: false },
    res: { tag: 0, ttl: 86400 },
  },
} as const

export type RpcMethod = keyof typeof rpcOptions
