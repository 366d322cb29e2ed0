import { closeModal } from '../actions/closeModal.js'
import { getSignInTarget } from '../siwx/getSignInTarget.js'
import { isSiwxClosePrevented } from '../siwx/isSiwxClosePrevented.js'
import { setSiwxState } from '../siwx/setSiwxState.js'
import { isSignInViewShown, showSignInView } from '../siwx/showSignInView.js'
import type { Config } from '../types/config.js'
import type { State } from '../types/state.js'

/**
 * The sign-in flow of SPEC §4, run for configs with `siwx`: whenever the
 * active account or network changes, look for its session; without one,
 * open SIWXSignMessage. A disconnect signs out when the option says so.
 * While sign-in is required and missing, the open modal stays on
 * SIWXSignMessage (another view, e.g. Account, leads back to it).
 * Loaded as a chunk of its own after the config exists (connections wait
 * for it), it also looks at the current account and view when it starts.
 * Returns the unsubscribe function.
 */
export function startSiwx(config: Config): () => void {
  const siwx = config.options.siwx
  if (!siwx) return () => {}
  const stopGuard = config.subscribe(
    topView,
    (view) => {
      if (
        view &&
        view !== 'SIWXSignMessage' &&
        view !== 'UnsupportedChain' &&
        config.state.siwx?.status === 'signedOut' &&
        isSiwxClosePrevented(config)
      )
        showSignInView(config)
    },
    { fireImmediately: true },
  )
  const stopFlow = config.subscribe(
    (state) => getSignInTarget(config, state)?.caipAddress,
    (caipAddress, previous) => {
      const target = getSignInTarget(config)
      if (!caipAddress || !target) {
        setSiwxState(config, undefined)
        const connected = Object.values(config.state.namespaces).some(
          (ns) => ns?.status === 'connected',
        )
        if (previous && !connected && siwx.signOutOnDisconnect)
          siwx.setSessions([]).catch(() => {})
        return
      }
      setSiwxState(config, { status: 'checking', caipAddress })
      // An open modal (the connect flow) moves on at once, so it does not
      // close before the session is known; one-click auth (ConnectingSiwe)
      // stays while its session is looked up, and closes or falls back.
      if (config.state.modal.open && !isOneClickViewShown(config))
        showSignInView(config)
      const current = () => config.state.siwx?.caipAddress === caipAddress
      siwx.getSessions(target.caipNetworkId, target.address).then(
        (sessions) => {
          if (!current() || config.state.siwx?.status !== 'checking') return
          const session = sessions[0]
          if (session) {
            setSiwxState(config, { status: 'signedIn', caipAddress, session })
            if (isSignInViewShown(config) || isOneClickViewShown(config))
              closeModal(config)
            return
          }
          setSiwxState(config, { status: 'signedOut', caipAddress })
          showSignInView(config)
        },
        (error: unknown) => {
          if (!current() || config.state.siwx?.status !== 'checking') return
          setSiwxState(config, {
            status: 'signedOut',
            caipAddress,
            error: {
              declined: false,
              message:
                (error as { shortMessage?: string }).shortMessage ??
                String(error),
            },
          })
          showSignInView(config)
        },
      )
    },
    { fireImmediately: true },
  )
  return () => {
    stopGuard()
    stopFlow()
  }
}

/** True while the modal shows ConnectingSiwe (one-click auth). */
const isOneClickViewShown = (config: Config) =>
  topView(config.state) === 'ConnectingSiwe'

/** The view on top while the modal is open. */
const topView = (state: State) =>
  state.modal.open
    ? state.router.history[state.router.history.length - 1]?.view
    : undefined
