import type { EngineContext } from '../engine/types.js'
import { dispatchLinkModeUrl } from '../linkmode/dispatchLinkModeUrl.js'
import type { AuthRequest } from '../types/auth.js'
import type { SignClientEvents } from '../types/events.js'
import type { Pairing } from '../types/pairing.js'
import type { Proposal } from '../types/proposal.js'
import type { PendingRequest } from '../types/request.js'
import type { Session } from '../types/session.js'
import { Subscribable } from '../utils/Subscribable.js'
import { type ApproveParameters, approve } from './approve.js'
import {
  type ApproveSessionAuthenticateParameters,
  approveSessionAuthenticate,
} from './approveSessionAuthenticate.js'
import { type AuthenticateParameters, authenticate } from './authenticate.js'
import { type ConnectParameters, connect } from './connect.js'
import { type DisconnectParameters, disconnect } from './disconnect.js'
import { type EmitParameters, emit } from './emit.js'
import { type ExtendParameters, extend } from './extend.js'
import {
  type FormatAuthMessageParameters,
  formatAuthMessage,
} from './formatAuthMessage.js'
import { type PairParameters, pair } from './pair.js'
import { type PingParameters, ping } from './ping.js'
import { type RejectParameters, reject } from './reject.js'
import {
  type RejectSessionAuthenticateParameters,
  rejectSessionAuthenticate,
} from './rejectSessionAuthenticate.js'
import { type RequestParameters, request } from './request.js'
import { type RespondParameters, respond } from './respond.js'
import { type UpdateParameters, update } from './update.js'

/**
 * A WalletConnect v2 Sign client: dapp methods (`connect`, `request`,
 * `authenticate`), wallet methods (`pair`, `approve`, `reject`, `respond`,
 * `update`, `extend`, `emit`, `approveSessionAuthenticate`, …), both
 * (`ping`, `disconnect`) and the SPEC §3 events. Create it with
 * `createSignClient`.
 */
export class SignClient extends Subscribable<SignClientEvents> {
  readonly #ctx: EngineContext
  readonly #close: () => Promise<void>

  constructor(
    build: (events: {
      emit: EngineContext['emit']
      listenerCount: EngineContext['listenerCount']
    }) => EngineContext,
    close: () => Promise<void>,
  ) {
    super()
    this.#ctx = build({
      emit: (name, payload) => this.notify(name, payload),
      listenerCount: (name) => this.listenerCount(name),
    })
    this.#close = close
  }

  /** Like `on`, but the listener runs once. */
  once<name extends keyof SignClientEvents>(
    name: name,
    listener: (payload: SignClientEvents[name]) => void,
  ): () => void {
    const off = this.on(name, (payload) => {
      off()
      listener(payload)
    })
    return off
  }

  // Dapp
  connect = (parameters: ConnectParameters) => connect(this.#ctx, parameters)
  request = <result = unknown>(parameters: RequestParameters) =>
    request<result>(this.#ctx, parameters)
  authenticate = (parameters: AuthenticateParameters) =>
    authenticate(this.#ctx, parameters)

  // Wallet
  pair = (parameters: PairParameters) => pair(this.#ctx, parameters)
  approve = (parameters: ApproveParameters) => approve(this.#ctx, parameters)
  reject = (parameters: RejectParameters) => reject(this.#ctx, parameters)
  respond = (parameters: RespondParameters) => respond(this.#ctx, parameters)
  update = (parameters: UpdateParameters) => update(this.#ctx, parameters)
  extend = (parameters: ExtendParameters) => extend(this.#ctx, parameters)
  emit = (parameters: EmitParameters) => emit(this.#ctx, parameters)
  approveSessionAuthenticate = (
    parameters: ApproveSessionAuthenticateParameters,
  ) => approveSessionAuthenticate(this.#ctx, parameters)
  rejectSessionAuthenticate = (
    parameters: RejectSessionAuthenticateParameters,
  ) => rejectSessionAuthenticate(this.#ctx, parameters)
  formatAuthMessage: (parameters: FormatAuthMessageParameters) => string =
    formatAuthMessage

  // Both
  /**
   * Link mode: handles the envelope of a URL the app was opened with
   * (`?wc_ev=…&topic=…`); `false` when there is none.
   */
  dispatchLinkModeUrl = (url: string): Promise<boolean> =>
    dispatchLinkModeUrl(this.#ctx, url)
  ping = (parameters: PingParameters) => ping(this.#ctx, parameters)
  disconnect = (parameters: DisconnectParameters) =>
    disconnect(this.#ctx, parameters)

  getSessions = (): Session[] => this.#ctx.stores.sessions.values()
  getSession = (topic: string): Session | undefined =>
    this.#ctx.stores.sessions.find(topic)
  getProposals = (): Proposal[] => this.#ctx.stores.proposals.values()
  getPairings = (): Pairing[] => this.#ctx.stores.pairings.values()
  getPendingRequests = (): PendingRequest[] =>
    this.#ctx.stores.requests.values()
  getAuthRequests = (): AuthRequest[] => this.#ctx.stores.authRequests.values()

  #closing: Promise<void> | undefined

  /** Stops timers, waits for pending writes and closes the relay socket. */
  close = (): Promise<void> => {
    this.#closing ??= this.#close()
    return this.#closing
  }
}
