import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { stringifyJsonWithBigInts } from '@solana/rpc-spec-types'
import { type WebSocket, WebSocketServer } from 'ws'
import type { TransactionRecord } from '../chain/createSolanaChain.js'
import {
  type AccountOptions,
  encodeAccount,
  readAccountOptions,
} from './encodeAccount.js'
import {
  INVALID_REQUEST,
  JsonRpcError,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
} from './JsonRpcError.js'
import {
  readAddress,
  readConfig,
  readParamsArray,
  readSignature,
} from './readParams.js'
import type { SolanaRpcNode } from './rpcMethod.js'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'slot' }
  | { kind: 'account'; address: string; options: AccountOptions; last: string }

type Id = string | number | null

/**
 * Solana's subscription API (signatureSubscribe, slotSubscribe,
 * accountSubscribe and their unsubscribes) over WebSocket on `server`'s
 * port, so @solana/kit's createSolanaRpcSubscriptions and
 * sendAndConfirmTransactionFactory work. Notifications follow each block.
 */
export function attachSubscriptions(server: Server, node: SolanaRpcNode) {
  const { chain } = node
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 })
  const sockets = new Map<WebSocket, Map<number, Subscription>>()
  let nextId = 0

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN)
      socket.send(stringifyJsonWithBigInts(message))
  }
  const notify = (
    socket: WebSocket,
    method: string,
    subscription: number,
    result: unknown,
  ) =>
    send(socket, { jsonrpc: '2.0', method, params: { result, subscription } })
  const accountJson = (subscription: {
    address: string
    options: AccountOptions
  }) =>
    encodeAccount(
      chain,
      chain.getAccount(subscription.address as never),
      subscription.options,
    )
  const context = (slot: bigint) => ({ slot })

  function subscribe(
    socket: WebSocket,
    subscriptions: Map<number, Subscription>,
    method: string,
    params: unknown[],
  ): unknown {
    const id = nextId++
    if (method === 'signatureSubscribe') {
      const signature = readSignature(params[0])
      readConfig(params[1])
      const landed = chain.findTransaction(signature)
      if (landed)
        queueMicrotask(() =>
          notify(socket, 'signatureNotification', id, {
            context: context(landed.slot),
            value: { err: landed.err },
          }),
        )
      else subscriptions.set(id, { kind: 'signature', signature })
      return id
    }
    if (method === 'slotSubscribe') {
      subscriptions.set(id, { kind: 'slot' })
      return id
    }
    const address = readAddress(params[0])
    const options = readAccountOptions(readConfig(params[1]))
    const last = stringifyJsonWithBigInts(accountJson({ address, options }))
    subscriptions.set(id, { kind: 'account', address, options, last })
    return id
  }

  function handle(socket: WebSocket, text: string) {
    const subscriptions = sockets.get(socket)
    if (!subscriptions) return
    let call: Record<string, unknown>
    try {
      call = JSON.parse(text)
    } catch {
      return send(socket, {
        jsonrpc: '2.0',
        error: { code: PARSE_ERROR, message: 'Parse error' },
        id: null,
      })
    }
    const id: Id =
      call &&
      typeof call === 'object' &&
      ['string', 'number'].includes(typeof call.id)
        ? (call.id as Id)
        : null
    try {
      if (
        !call ||
        typeof call !== 'object' ||
        Array.isArray(call) ||
        call.jsonrpc !== '2.0' ||
        typeof call.method !== 'string'
      )
        throw new JsonRpcError(INVALID_REQUEST, 'Invalid request')
      const method = call.method
      const params = readParamsArray(call.params)
      let result: unknown
      if (
        method === 'signatureSubscribe' ||
        method === 'slotSubscribe' ||
        method === 'accountSubscribe'
      )
        result = subscribe(socket, subscriptions, method, params)
      else if (
        method === 'signatureUnsubscribe' ||
        method === 'slotUnsubscribe' ||
        method === 'accountUnsubscribe'
      )
        result = subscriptions.delete(Number(params[0]))
      else
        throw new JsonRpcError(METHOD_NOT_FOUND, `Method not found: ${method}`)
      send(socket, { jsonrpc: '2.0', result, id })
    } catch (error) {
      const rpcError =
        error instanceof JsonRpcError
          ? error
          : new JsonRpcError(INVALID_REQUEST, String(error))
      send(socket, {
        jsonrpc: '2.0',
        error: { code: rpcError.code, message: rpcError.message },
        id,
      })
    }
  }

  function onBlock(record: TransactionRecord) {
    for (const [socket, subscriptions] of sockets)
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'slot')
          notify(socket, 'slotNotification', id, {
            parent: chain.slot - 1n,
            root: record.slot,
            slot: chain.slot,
          })
        else if (subscription.kind === 'signature') {
          if (subscription.signature !== record.signature) continue
          subscriptions.delete(id)
          notify(socket, 'signatureNotification', id, {
            context: context(record.slot),
            value: { err: record.err },
          })
        } else {
          const value = accountJson(subscription)
          const json = stringifyJsonWithBigInts(value)
          if (json === subscription.last) continue
          subscription.last = json
          notify(socket, 'accountNotification', id, {
            context: context(record.slot),
            value,
          })
        }
      }
  }
  const stopListening = chain.onBlock(onBlock)

  wss.on('connection', (socket: WebSocket) => {
    sockets.set(socket, new Map())
    socket.on('message', (data) => handle(socket, data.toString()))
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.terminate())
  })
  const onUpgrade = (request: IncomingMessage, stream: Duplex, head: Buffer) =>
    wss.handleUpgrade(request, stream, head, (socket) =>
      wss.emit('connection', socket, request),
    )
  server.on('upgrade', onUpgrade)

  return {
    close() {
      stopListening()
      server.off('upgrade', onUpgrade)
      for (const socket of sockets.keys()) socket.terminate()
      wss.close()
    },
  }
}
