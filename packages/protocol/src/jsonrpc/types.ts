/** A JSON-RPC id: a safe integer inside envelopes, a 19-digit string on the relay. */
export type JsonRpcId = number | string

export type JsonRpcRequest<params = unknown, method extends string = string> = {
  id: JsonRpcId
  jsonrpc: '2.0'
  method: method
  params: params
}

export type JsonRpcResult<result = unknown> = {
  id: JsonRpcId
  jsonrpc: '2.0'
  result: result
}

export type JsonRpcErrorObject = {
  code: number
  message: string
  data?: unknown
}

export type JsonRpcError = {
  id: JsonRpcId
  jsonrpc: '2.0'
  error: JsonRpcErrorObject
}

export type JsonRpcResponse<result = unknown> =
  | JsonRpcResult<result>
  | JsonRpcError

export type JsonRpcPayload = JsonRpcRequest | JsonRpcResponse
