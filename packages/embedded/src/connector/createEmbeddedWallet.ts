import {
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SIGN_OUT_WAIT_MS,
} from '@latch/common/embedded-protocol'
import {
  AuthConnectorNotFoundError,
  EmbeddedRequestAbortedError,
  type EmbeddedUser,
  EmbeddedWalletError,
} from '@latch/core'
import { createEmbeddedAccount } from './createEmbeddedAccount.js'
import { createEmbeddedProvider } from './createEmbeddedProvider.js'
import { createSolanaSide } from './createSolanaSide.js'
import { createThemeSync } from './createThemeSync.js'
import { handleFrameEvent } from './handleFrameEvent.js'
import { initialChainId } from './initialChainId.js'
import { landedUserOperation } from './landedUserOperation.js'
import { EMBEDDED_SDK_VERSION, openFrame } from './openFrame.js'
import { readChainNumber } from './readChainNumber.js'
import { toFrameError } from './toFrameError.js'
import type { EmbeddedWalletContext, EmbeddedWalletSession } from './types.js'

const isString = (v: unknown): v is string => typeof v === 'string'

/**
 * The embedded wallet behind the connector (its lazy chunk): creates the
 * hidden frame, waits until it is initialised (SPEC §4), and talks to it
 * through the host messenger; the connector's methods over it.
 */
export async function createEmbeddedWallet(
  ctx: EmbeddedWalletContext,
): Promise<EmbeddedWalletSession> {
  const { context, emitter, authEmitter } = ctx
  const timings = ctx.timings ?? {}
  const timeout = timings.request ?? FRAME_REQUEST_TIMEOUT_MS
  /** The e-mail step under way attaches a passkey wallet's first e-mail. */
  let attaching = false
  /** Ends the host's wait for the Farcaster sign-in under way. */
  let farcasterWait: AbortController | undefined
  /** RELOAD was sent: the frame's next READY is a fresh document. */
  let reloading = false
  const page = {
    origin: (ctx.window ?? window).location.origin,
    projectId: context.projectId,
  }
  const toError = (payload: unknown) => toFrameError(payload, page)
  const chainId = initialChainId(context)
  // The frame's events come in messages, after everything below is set.
  const opened = openFrame(ctx, {
    chainId,
    onEvent: (name, payload) => {
      if (name === 'READY' && reloading) {
        // The reloaded frame lost the theme and the app's data.
        reloading = false
        theme.flush()
        syncDappData()
        return
      }
      handleFrameEvent(
        { ...opened, account, provider, emitter, authEmitter, toError },
        name,
        payload,
      )
    },
    toError,
  })
  const { frame, loader, messenger, destroy } = opened
  const account = createEmbeddedAccount({
    messenger,
    context,
    authEmitter,
    chainId,
    onLogin: (raw) => solana.setUser(raw),
  })
  const provider = createEmbeddedProvider({
    messenger,
    getAddress: () => account.user?.address,
    getChainId: () => account.chainId,
    switchChain,
    onAnswer: (method, result) => {
      if (landedUserOperation(method, result)) account.refreshDeployment()
    },
  })
  const solana = createSolanaSide({ context, provider })
  const theme = createThemeSync(messenger, loader)

  /**
   * After a chain switch or a change of account type: the user's account
   * there, reported as the connection's account when it changed.
   */
  async function followAccount(raw: unknown, change: { chainId?: number }) {
    const before = account.user?.address
    const next = await account.read(raw)
    const moved = next.address !== before
    if (moved || change.chainId !== undefined)
      emitter.emit('change', {
        ...change,
        ...(moved ? { accounts: [next.address] } : {}),
      })
    if (change.chainId !== undefined)
      provider.emit('chainChanged', `0x${change.chainId.toString(16)}`)
    if (moved) provider.emit('accountsChanged', [next.address])
    return next
  }

  async function switchChain(next: number) {
    await messenger.request('SWITCH_NETWORK', { chainId: next })
    if (next === account.chainId) return
    account.chainId = next
    // The account may differ there (smart accounts on some chains only).
    const raw = account.user
      ? await account.askUser(next).catch(() => undefined)
      : undefined
    if (raw) {
      await followAccount(raw, { chainId: next })
      return
    }
    emitter.emit('change', { chainId: next })
    provider.emit('chainChanged', `0x${next.toString(16)}`)
  }

  async function isAuthorized() {
    try {
      const { isConnected } = await messenger.request('IS_CONNECTED', {})
      if (isConnected === true) {
        await account.login(await account.askUser(account.chainId))
        return true
      }
    } catch {
      // SPEC §4: a failed check clears the login cache, like a negative one.
    }
    account.setUser(undefined)
    return false
  }

  // The page stops waiting and the frame drops its approval screen and
  // queue ('Signature declined'), so later approvals are not blocked.
  // Only when the page gave up requests of its own: CANCEL_APPROVALS
  // declines every approval the frame has, so it must not race a request
  // sent after a normal APPROVAL_CLOSE.
  function cancelApproval() {
    frame.closeApproval()
    if (provider.cancelApprovals() > 0)
      messenger.request('CANCEL_APPROVALS', {}).catch(() => {})
  }

  try {
    await loader.ready
  } catch (error) {
    destroy()
    throw error
  }
  theme.flush()
  syncDappData()

  function syncDappData() {
    const metadata = context.metadata
    messenger
      .request('SYNC_DAPP_DATA', {
        projectId: context.projectId ?? '',
        sdkVersion: EMBEDDED_SDK_VERSION,
        sdkType: 'latch',
        ...(metadata ? { metadata } : {}),
      })
      .catch(() => {})
  }

  const result = (current: EmbeddedUser) => ({
    accounts: [current.address],
    chainId: account.chainId,
    ...solana.connections(),
  })
  return {
    async connect() {
      if (!account.user) await isAuthorized()
      const current = account.user
      if (!current) throw new AuthConnectorNotFoundError()
      return result(current)
    },
    async disconnect() {
      cancelApproval()
      const wait = timings.signOut ?? FRAME_SIGN_OUT_WAIT_MS
      let timer: ReturnType<typeof setTimeout> | undefined
      // Signed out here whatever happens; the frame's error (the service
      // could not revoke the session) is rethrown after, so core tracks
      // DISCONNECT_ERROR and the modal says 'Failed to disconnect' (SPEC
      // §4, §8). No answer within the wait is no error.
      let failure: unknown
      await Promise.race([
        messenger.request('SIGN_OUT', {}).catch((error: unknown) => {
          failure = error
        }),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, wait)
        }),
      ])
      clearTimeout(timer)
      account.setUser(undefined)
      if (failure) throw failure
    },
    getAccounts: async (namespace) =>
      namespace === 'solana'
        ? solana.accounts()
        : account.user
          ? [account.user.address]
          : [],
    getChainId: async (namespace) =>
      namespace === 'solana' ? solana.chainId() : account.chainId,
    getProvider: async () => provider,
    getNamespaceProvider: solana.getNamespaceProvider,
    isAuthorized,
    async switchChain({ network }) {
      if (solana.switchChain(network)) return
      const next = readChainNumber(network.caipNetworkId)
      if (network.chainNamespace !== 'eip155' || !next)
        throw new EmbeddedWalletError('Network not found')
      await switchChain(next)
    },
    connectEmail: ({ email, passkeyRecovery }) =>
      passkeyRecovery
        ? messenger.request('PASSKEY_RECOVERY_CODE', { email }, { timeout })
        : messenger.request('CONNECT_EMAIL', { email }, { timeout }),
    connectDevice: () => messenger.request('CONNECT_DEVICE', {}, { timeout }),
    async connectOtp({ otp }) {
      return account.login(
        await messenger.request('CONNECT_OTP', { otp }, { timeout }),
      )
    },
    // No timeout: creating a passkey waits for the visitor's click in the
    // frame and the browser's passkey dialog.
    async connectPasskey({ create, recover }) {
      return account.login(
        await messenger.request(
          'CONNECT_PASSKEY',
          recover ? { recover } : create ? { create } : {},
        ),
      )
    },
    getSocialRedirectUri: ({ provider: name }) =>
      messenger.request(
        'GET_SOCIAL_REDIRECT_URI',
        { provider: name },
        { timeout },
      ),
    async connectSocial(parameters) {
      return account.login(
        await messenger.request('CONNECT_SOCIAL', parameters, { timeout }),
      )
    },
    getFarcasterUri: () =>
      messenger.request('GET_FARCASTER_URI', {}, { timeout }),
    // No timeout: the frame waits until the Farcaster client approved or
    // the sign-in expired (5 min); `reload` gives the wait up.
    async connectFarcaster() {
      farcasterWait?.abort()
      const wait = new AbortController()
      farcasterWait = wait
      const given = new Promise<never>((_, reject) =>
        wait.signal.addEventListener('abort', () =>
          reject(new EmbeddedRequestAbortedError()),
        ),
      )
      return account.login(
        await Promise.race([messenger.request('CONNECT_FARCASTER', {}), given]),
      )
    },
    reload() {
      farcasterWait?.abort()
      farcasterWait = undefined
      reloading = true
      messenger.request('RELOAD', {}, { timeout }).catch(() => {})
    },
    // A passkey wallet's e-mail is for recovery (attached or replaced):
    // one code, to the new address (signing in took the passkey).
    async updateEmail({ email }) {
      attaching = account.user?.passkey === true
      if (!attaching) return messenger.request('UPDATE_EMAIL', { email })
      await messenger.request('ADD_PASSKEY_EMAIL', { email })
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    updateEmailPrimaryOtp: ({ otp }) =>
      messenger.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
    async updateEmailSecondaryOtp({ otp }) {
      const { newEmail } = attaching
        ? {
            newEmail: (
              await messenger.request('ADD_PASSKEY_EMAIL_OTP', { otp })
            ).email,
          }
        : await messenger.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      const email = isString(newEmail) ? newEmail : ''
      if (account.user) account.setUser({ ...account.user, email })
      return { email }
    },
    getUser: async () => account.user,
    async setPreferredAccountType({ type }) {
      if (!account.user) throw new AuthConnectorNotFoundError()
      await messenger.request('SET_PREFERRED_ACCOUNT', { type })
      return followAccount(await account.askUser(account.chainId, type), {})
    },
    showFrame: (rect) => frame.show(rect),
    cancelApproval,
    syncTheme: (parameters) => theme.set(parameters),
    destroy,
  }
}
