/** A result serialised beforehand (a fetch page of cached message JSON). */
export class RawJson {
  constructor(readonly json: string) {}
}

/** Serialises a JSON-RPC result, echoing the raw id token. */
export function formatResult(id: string, result: unknown): string {
  const json = result instanceof RawJson ? result.json : JSON.stringify(result)
  return `{"id":${id},"jsonrpc":"2.0","result":${json}}`
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
