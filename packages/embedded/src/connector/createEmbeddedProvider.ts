import { createEmitter } from '@latch/common'
import {
  NOT_SAFE_RPC_METHODS,
  SAFE_RPC_METHODS,
} from '@latch/common/embedded-protocol'
import {
  type Eip1193Provider,
  type Eip1193RequestArguments,
  EmbeddedRpcNotAllowedError,
} from '@latch/core'
import type { HostMessenger } from './createHostMessenger.js'
import { providerError } from './providerError.js'

const unauthorized = () => providerError(4100, 'Not logged in')

export type EmbeddedProvider = Eip1193Provider & {
  /** Emits a provider event to its listeners. */
  emit(event: string, data: unknown): void
  /** Rejects the not-safe requests waiting for approval (4001); how many. */
  cancelApprovals(): number
  /**
   * Sends one SPEC §6 method on `chainId` (a number, or a CAIP-2 id such as
   * `solana:…`) to the frame; not-safe ones wait for the approval and are
   * cancelled with the others. The Solana provider's way in.
   */
  send(
    chainId: number | string,
    method: string,
    params?: unknown,
  ): Promise<unknown>
}

export type CreateEmbeddedProviderParameters = {
  messenger: Pick<HostMessenger, 'request'>
  /** The signed-in address, if any. */
  getAddress(): string | undefined
  getChainId(): number
  /** wallet_switchEthereumChain goes through the connector's switch. */
  switchChain(chainId: number): Promise<void>
  /** What the frame answered to an EVM request of the page. */
  onAnswer?(method: string, result: unknown): void
}

const safe = new Set(SAFE_RPC_METHODS)
const notSafe = new Set(NOT_SAFE_RPC_METHODS)

function readSwitchChainId(params: unknown): number | undefined {
  const first = Array.isArray(params) ? params[0] : undefined
  const raw = (first as { chainId?: unknown } | undefined)?.chainId
  if (typeof raw !== 'string') return undefined
  // SPEC §5: the switch-chain parameter is hex, 0x added if missing.
  const hex = raw.startsWith('0x') ? raw : `0x${raw}`
  if (!/^0x[0-9a-f]{1,13}$/i.test(hex)) return undefined
  return Number.parseInt(hex, 16)
}

/**
 * The embedded wallet's EIP-1193 provider: eth_accounts and eth_chainId
 * are answered here, wallet_switchEthereumChain becomes SWITCH_NETWORK,
 * the SPEC §6 methods go to the frame as RPC_REQUEST (not-safe ones wait
 * for the user's approval inside the frame, without a timeout), and any
 * other method is 'Requested RPC call is not allowed'.
 */
export function createEmbeddedProvider(
  parameters: CreateEmbeddedProviderParameters,
): EmbeddedProvider {
  const { messenger } = parameters
  const events = createEmitter<Record<string, unknown>>()
  const approvals = new Set<AbortController>()

  async function request({ method, params }: Eip1193RequestArguments) {
    const address = parameters.getAddress()
    if (method === 'eth_accounts') return address ? [address] : []
    if (method === 'eth_requestAccounts') {
      if (!address) throw unauthorized()
      return [address]
    }
    if (method === 'eth_chainId')
      return `0x${parameters.getChainId().toString(16)}`
    if (method === 'wallet_switchEthereumChain') {
      const chainId = readSwitchChainId(params)
      if (chainId === undefined)
        throw new EmbeddedRpcNotAllowedError({ method })
      await parameters.switchChain(chainId)
      return null
    }
    if (!safe.has(method) && !notSafe.has(method))
      throw new EmbeddedRpcNotAllowedError({ method })
    if (!address) throw unauthorized()
    const result = await send(parameters.getChainId(), method, params)
    parameters.onAnswer?.(method, result)
    return result
  }

  async function send(
    chainId: number | string,
    method: string,
    params?: unknown,
  ) {
    const payload = {
      chainId,
      method,
      ...(params === undefined ? {} : { params }),
    }
    if (safe.has(method)) return messenger.request('RPC_REQUEST', payload)
    const controller = new AbortController()
    approvals.add(controller)
    try {
      return await messenger.request('RPC_REQUEST', payload, {
        signal: controller.signal,
      })
    } finally {
      approvals.delete(controller)
    }
  }

  return {
    request,
    send,
    on(event, listener) {
      events.on(event, listener)
      return this
    },
    removeListener(event, listener) {
      events.off(event, listener)
      return this
    },
    emit(event, data) {
      events.emit(event, data)
    },
    cancelApprovals() {
      const pending = [...approvals]
      for (const controller of pending)
        controller.abort(providerError(4001, 'Signature declined'))
      return pending.length
    },
  }
}
