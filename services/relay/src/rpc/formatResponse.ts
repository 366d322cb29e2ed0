/** Serialises a JSON-RPC result, echoing the raw id token. */
export function formatResult(id: string, result: unknown): string {
  return `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/** Serialises a JSON-RPC error `{code, message, data?}` for a raw id. */
export function formatError(
  id: string | null,
  code: number,
  message: string,
  data?: string | undefined,
): string {
  const error = data === undefined ? { code, message } : { code, message, data }
  return `{"id":${id ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify(error)}}`
}
