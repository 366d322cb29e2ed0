import { stringifyJsonWithBigInts } from '@solana/rpc-spec-types'
import { accountMethods } from './accountMethods.js'
import { blockMethods } from './blockMethods.js'
import { clusterMethods } from './clusterMethods.js'
import { historyMethods } from './historyMethods.js'
import {
  INTERNAL_ERROR,
  INVALID_REQUEST,
  JsonRpcError,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
} from './JsonRpcError.js'
import { programAccountMethods } from './programAccounts.js'
import { readParamsArray } from './readParams.js'
import type { RpcMethod, SolanaRpcNode } from './rpcMethod.js'
import { transactionMethods } from './transactionMethods.js'

const methods: Record<string, RpcMethod> = {
  ...accountMethods,
  ...blockMethods,
  ...clusterMethods,
  ...historyMethods,
  ...programAccountMethods,
  ...transactionMethods,
}

/** The Solana JSON-RPC methods this node answers. */
export const solanaRpcMethodNames = Object.keys(methods).sort()

type Id = string | number | null

function errorAnswer(id: Id, error: JsonRpcError) {
  return {
    jsonrpc: '2.0',
    error: {
      code: error.code,
      message: error.message,
      ...(error.data === undefined ? {} : { data: error.data }),
    },
    id,
  }
}

function isId(value: unknown): value is Id | undefined {
  return (
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value))
  )
}

async function answer(request: unknown, node: SolanaRpcNode) {
  const call = request as Record<string, unknown> | null
  const id =
    typeof call === 'object' && call && isId(call.id) ? (call.id ?? null) : null
  if (
    typeof call !== 'object' ||
    call === null ||
    Array.isArray(call) ||
    call.jsonrpc !== '2.0' ||
    typeof call.method !== 'string' ||
    !isId(call.id)
  )
    return errorAnswer(id, new JsonRpcError(INVALID_REQUEST, 'Invalid request'))
  const method = Object.hasOwn(methods, call.method)
    ? methods[call.method]
    : undefined
  if (!method)
    return errorAnswer(
      id,
      new JsonRpcError(METHOD_NOT_FOUND, `Method not found: ${call.method}`),
    )
  try {
    const result = await method(readParamsArray(call.params), node)
    return { jsonrpc: '2.0', result, id }
  } catch (error) {
    if (error instanceof JsonRpcError) return errorAnswer(id, error)
    return errorAnswer(
      id,
      new JsonRpcError(
        INTERNAL_ERROR,
        `Internal error: ${error instanceof Error ? error.message : String(error)}`,
      ),
    )
  }
}

/**
 * One HTTP body of JSON-RPC 2.0 (a request or a batch) → the JSON text of
 * the answer. Requests run one after another, so a batch sees its own
 * transactions in order.
 */
export async function handleJsonRpc(
  body: string,
  node: SolanaRpcNode,
): Promise<string> {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return stringifyJsonWithBigInts(
      errorAnswer(null, new JsonRpcError(PARSE_ERROR, 'Parse error')),
    )
  }
  if (!Array.isArray(request))
    return stringifyJsonWithBigInts(await answer(request, node))
  if (request.length === 0)
    return stringifyJsonWithBigInts(
      errorAnswer(null, new JsonRpcError(INVALID_REQUEST, 'Invalid request')),
    )
  const answers = []
  for (const call of request) answers.push(await answer(call, node))
  return stringifyJsonWithBigInts(answers)
}
