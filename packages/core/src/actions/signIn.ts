import { closeModal } from '../actions/closeModal.js'
import {
  SiwxAccountNotFoundError,
  SiwxNetworkNotFoundError,
  SiwxNotConfiguredError,
  SiwxUnsupportedNamespaceError,
} from '../siwx/errors.js'
import { allEip155, getSignInTarget } from '../siwx/getSignInTarget.js'
import { setSiwxState } from '../siwx/setSiwxState.js'
import { isSignInViewShown, showSignInView } from '../siwx/showSignInView.js'
import type { SIWXSession } from '../siwx/types.js'
import type { Config } from '../types/config.js'
import { signMessage } from './signMessage.js'

export type SignInReturnType = SIWXSession

/**
 * Signs the active account in (SPEC §4/§5): the config's `siwx` makes the
 * message, the wallet signs it, `siwx` stores (and verifies) the session.
 * A refusal reopens SIWXSignMessage with 'Signature declined' and rethrows
 * UserRejectedRequestError (4001). A second call while one is under way
 * returns the same promise.
 *
 * @example
 * const session = await signIn(config)
 */
export function signIn(config: Config): Promise<SignInReturnType> {
  const siwx = config.options.siwx
  if (!siwx) return Promise.reject(new SiwxNotConfiguredError())
  const pending = config._internal.siwxPending
  if (pending) return pending
  const { activeNamespace, namespaces, connectors } = config.state
  const ns = activeNamespace ? namespaces[activeNamespace] : undefined
  if (ns?.status !== 'connected' || !ns.accounts[0])
    return Promise.reject(new SiwxAccountNotFoundError())
  const target = getSignInTarget(config)
  if (!target) {
    const connector = connectors.find((c) => c.id === ns.connectorId)
    if (connector?.type === 'WALLET_CONNECT' && !allEip155(config))
      return Promise.reject(new SiwxUnsupportedNamespaceError())
    return Promise.reject(new SiwxNetworkNotFoundError(ns.caipNetworkId))
  }
  const { caipAddress, caipNetworkId, address } = target
  const current = () => config.state.siwx?.caipAddress === caipAddress
  setSiwxState(config, { status: 'signingIn', caipAddress })
  const run = (async () => {
    try {
      const message = await siwx.createMessage({
        chainId: caipNetworkId,
        accountAddress: address,
      })
      const { toString: format, ...data } = message
      const text = format.call(message)
      const signature = await signMessage(config, {
        message: text,
        account: address,
      })
      const session: SIWXSession = { data, message: text, signature }
      await siwx.addSession(session)
      if (current()) {
        setSiwxState(config, { status: 'signedIn', caipAddress, session })
        if (isSignInViewShown(config)) closeModal(config)
      }
      return session
    } catch (error) {
      if (current()) {
        const declined = (error as { code?: unknown }).code === 4001
        setSiwxState(config, {
          status: 'signedOut',
          caipAddress,
          error: {
            declined,
            message:
              (error as { shortMessage?: string }).shortMessage ??
              String(error),
          },
        })
        showSignInView(config)
      }
      throw error
    } finally {
      config._internal.siwxPending = undefined
    }
  })()
  config._internal.siwxPending = run
  return run
}
