import { PAIRING_EXPIRY_MARGIN_MS } from '@latch/common'
import { parseLinkModeUrl } from '@latch/protocol'
import type { createSignClient, Session } from '@latch/protocol/client'
import { canAuthenticate } from '../../siwx/isOneClickAuth.js'
import type { ConnectorContext } from '../../types/config.js'
import { authenticateWithSiwx } from './authenticateWithSiwx.js'
import { buildNamespaces } from './buildNamespaces.js'
import { PairingCancelledError } from './errors.js'
import { toWalletError } from './toWalletError.js'

type SignClient = Awaited<ReturnType<typeof createSignClient>>

export type ProposeSessionParameters<T> = {
  client: SignClient
  context: ConnectorContext
  /** How long a pairing URI lives (ms). */
  lifetime: number
  /** A URI to show, and when it expires. */
  onUri(uri: string, expiry: number): void
  /**
   * The chosen wallet's universal link for link mode: sign-in goes to it
   * by link (`openLink`) once the protocol knows the wallet takes it.
   */
  walletUniversalLink?: string | undefined
  /** Opens a link-mode URL in the wallet. */
  openLink?: ((url: string) => void) | undefined
  /** The wallet approved: what the connect resolves with (or throws). */
  settle(session: Session): T
}

/**
 * Proposes a session and offers its URI; a fresh URI replaces it when
 * under 10 s of its lifetime remain, until a wallet answers. With sign-in
 * on, it connects and signs in with one approval when the wallet can
 * (one-click auth), else it falls back to the proposal. `cancel` ends it
 * with PairingCancelledError. A sign-in the protocol sends by link mode
 * (SPEC §6) is opened in the wallet instead of shown, and not renewed.
 */
export function proposeSession<T>(parameters: ProposeSessionParameters<T>): {
  promise: Promise<T>
  cancel(): void
} {
  const { client, context, lifetime, onUri, settle, openLink } = parameters
  const optionalNamespaces = buildNamespaces(context.networks)
  let cancel = () => {}
  const promise = new Promise<T>((resolve, reject) => {
    let done = false
    let generation = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const fail = (error: unknown) => {
      if (done) return
      done = true
      clearTimeout(timer)
      reject(toWalletError(error))
    }
    cancel = () => fail(new PairingCancelledError())
    const propose = async () => {
      const mine = ++generation
      try {
        const { uri, approval } = canAuthenticate(
          context.siwx,
          context.networks,
        )
          ? await authenticateWithSiwx(
              client,
              context.siwx,
              context.networks,
              parameters.walletUniversalLink,
            )
          : await client.connect({ optionalNamespaces })
        if (done || !uri) return
        if (openLink && parseLinkModeUrl(uri)) openLink(uri)
        else {
          onUri(uri, Date.now() + lifetime)
          timer = setTimeout(
            propose,
            Math.max(lifetime - PAIRING_EXPIRY_MARGIN_MS, 0),
          )
        }
        approval().then(
          (session) => {
            if (done) return
            done = true
            clearTimeout(timer)
            try {
              resolve(settle(session))
            } catch (error) {
              reject(toWalletError(error))
            }
          },
          // A superseded URI's proposal expiring is not a failure.
          (error) => mine === generation && fail(error),
        )
      } catch (error) {
        fail(error)
      }
    }
    void propose()
  })
  return { promise, cancel: () => cancel() }
}
