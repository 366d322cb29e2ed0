import {
  type AccountType,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SIGN_OUT_WAIT_MS,
  type FrameEventName,
} from '@latch/common/embedded-protocol'
import {
  AuthConnectorNotFoundError,
  clearLoginCache,
  EmbeddedSessionExpiredError,
  type EmbeddedUser,
  EmbeddedWalletError,
  getEmbeddedError,
  writeLoginCache,
} from '@latch/core'
import { createEmbeddedProvider } from './createEmbeddedProvider.js'
import { createFrame } from './createFrame.js'
import { createFrameLoader } from './createFrameLoader.js'
import { createHostMessenger } from './createHostMessenger.js'
import { createSolanaSide } from './createSolanaSide.js'
import { providerError } from './providerError.js'
import { readChainNumber } from './readChainNumber.js'
import { toEmbeddedUser } from './toEmbeddedUser.js'
import type { EmbeddedWalletContext, EmbeddedWalletSession } from './types.js'

/** The SDK version the frame is told (SPEC §2 `version`). */
export const EMBEDDED_SDK_VERSION = '0.1.0'

const isString = (v: unknown): v is string => typeof v === 'string'

function initialChainId({ context }: EmbeddedWalletContext): number {
  const stored = context.storage.getItem('activeCaipNetworkId')
  const evm = context.networks.filter((n) => n.chainNamespace === 'eip155')
  const known = evm.find((n) => n.caipNetworkId === stored) ?? evm[0]
  return readChainNumber(known?.caipNetworkId) ?? 1
}

/**
 * The embedded wallet behind the connector (its lazy chunk): creates the
 * hidden frame, waits until it is initialised (SPEC §4), and talks to it
 * through the host messenger.
 */
export async function createEmbeddedWallet(
  ctx: EmbeddedWalletContext,
): Promise<EmbeddedWalletSession> {
  const { context, origin, emitter, authEmitter, parameters } = ctx
  const win = ctx.window ?? window
  const timings = ctx.timings ?? {}
  const timeout = timings.request ?? FRAME_REQUEST_TIMEOUT_MS
  const { storage } = context
  let chainId = initialChainId(ctx)
  let user: EmbeddedUser | undefined
  const toError = (payload: unknown): Error => {
    const message = (payload as { message?: unknown } | null)?.message
    // A rejection inside the frame is EIP-1193 4001 (typed by the core).
    if (message === 'Signature declined') return providerError(4001, message)
    return getEmbeddedError({
      message,
      origin: win.location.origin,
      projectId: context.projectId,
    })
  }

  const query = new URLSearchParams({
    projectId: context.projectId ?? '',
    chainId: String(chainId),
    version: EMBEDDED_SDK_VERSION,
    logger: String(parameters.logger === true),
  })
  const frame = createFrame({
    document: win.document,
    src: `${parameters.url.replace(/\/+$/, '')}/frame?${query}`,
    title: parameters.title,
  })
  const loader = createFrameLoader({
    loadTimeout: timings.load,
    readyDelay: timings.ready,
    toInitError: (message) => toError({ message }),
    onFail: (error) => authEmitter.emit('error', { error }),
  })
  const messenger = createHostMessenger({
    getFrameWindow: () => ctx.frameWindow ?? frame.iframe.contentWindow,
    origin,
    target: win,
    onEvent,
    onTimeout: (error) => authEmitter.emit('error', { error }),
    toError,
  })
  const provider = createEmbeddedProvider({
    messenger,
    getAddress: () => user?.address,
    getChainId: () => chainId,
    switchChain,
  })
  const solana = createSolanaSide({ context, provider })

  function setUser(next: EmbeddedUser | undefined) {
    user = next
    if (next) writeLoginCache(storage, next)
    else clearLoginCache(storage)
    authEmitter.emit('user', next)
  }

  // SPEC §3 account types: the one the user chose for the chain (core's
  // store), the config's default, else the smart account; the frame
  // answers the EOA on chains without smart accounts.
  const wantedType = (chain: number): AccountType =>
    context.getPreferredAccountType?.(`eip155:${chain}`) ?? 'smartAccount'
  let networks: Promise<readonly number[]> | undefined
  const smartAccountNetworks = () =>
    (networks ??= messenger
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
      .then(({ smartAccountEnabledNetworks: list }) => {
        const ids = Array.isArray(list)
          ? list.filter((n): n is number => Number.isSafeInteger(n) && n > 0)
          : []
        storage.setItem('smartAccountEnabledNetworks', ids)
        return ids
      })
      .catch(() => {
        networks = undefined
        return [] as number[]
      }))

  /** The frame's user reply as the core's user, with its account type. */
  async function toUser(raw: unknown): Promise<EmbeddedUser> {
    const next = toEmbeddedUser(raw)
    const data = raw as Record<string, unknown>
    const enabled = (await smartAccountNetworks()).includes(chainId)
    const smart = Array.isArray(data.accounts)
      ? (data.accounts as { address?: unknown; type?: unknown }[]).find(
          (a) => a?.type === 'smartAccount' && isString(a.address),
        )
      : undefined
    const accountType: AccountType =
      data.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
    return {
      ...next,
      accountType,
      ...(enabled && smart
        ? { smartAccountAddress: smart.address as string }
        : {}),
      ...(accountType === 'smartAccount'
        ? { smartAccountDeployed: data.smartAccountDeployed === true }
        : {}),
    }
  }

  /** The user again, with the account of the type wanted on `chain`. */
  const askUser = (chain: number, type = wantedType(chain)) =>
    messenger.request('GET_USER', {
      chainId: chain,
      preferredAccountType: type,
    })

  async function login(raw: unknown): Promise<EmbeddedUser> {
    const chain = readChainNumber((raw as { chainId?: unknown }).chainId)
    if (chain) chainId = chain
    // A login answers the frame's own default; ask again when the user
    // chose otherwise for this chain.
    const wanted = wantedType(chainId)
    const answered = (raw as { preferredAccountType?: unknown })
      .preferredAccountType
    if (
      answered !== wanted &&
      (wanted === 'eoa' || (await smartAccountNetworks()).includes(chainId))
    )
      raw = await askUser(chainId)
    const next = await toUser(raw)
    solana.setUser(raw)
    setUser(next)
    return next
  }

  /**
   * After a chain switch or a change of account type: the user's account
   * there, reported as the connection's account when it changed.
   */
  async function followAccount(raw: unknown, change: { chainId?: number }) {
    const before = user?.address
    const next = await toUser(raw)
    setUser(next)
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

  function endSession(error: Error) {
    if (!user) return
    provider.cancelApprovals()
    frame.closeApproval()
    setUser(undefined)
    if (error instanceof EmbeddedSessionExpiredError)
      authEmitter.emit('error', { error })
    emitter.emit('disconnect')
    provider.emit('disconnect', error)
  }

  function onEvent(name: FrameEventName, payload: unknown) {
    const data = (payload ?? {}) as Record<string, unknown>
    switch (name) {
      case 'READY':
      case 'INIT_ERROR':
        return loader.onEvent(name, payload)
      case 'APPROVAL_OPEN':
        frame.openApproval()
        if (isString(data.method))
          authEmitter.emit('approvalOpen', {
            method: data.method.slice(0, 64),
            ...(isString(data.title)
              ? { title: data.title.slice(0, 120) }
              : {}),
          })
        return
      case 'APPROVAL_SIZE':
        return frame.setContentHeight(data.height)
      case 'APPROVAL_CLOSE':
        frame.closeApproval()
        authEmitter.emit('approvalClose', { approved: data.approved === true })
        return
      case 'SESSION_ENDED':
        return endSession(toError(data))
      case 'ACCOUNTS_CHANGED': {
        const accounts = data.accounts
        if (!user || !Array.isArray(accounts) || !accounts.every(isString))
          return
        const [address] = accounts
        if (address && address !== user.address) setUser({ ...user, address })
        emitter.emit('change', { accounts })
        provider.emit('accountsChanged', accounts)
        return
      }
      case 'CHAIN_CHANGED': {
        const next = readChainNumber(data.chainId)
        if (!next || next === chainId) return
        chainId = next
        emitter.emit('change', { chainId: next })
        provider.emit('chainChanged', `0x${next.toString(16)}`)
      }
    }
  }

  async function switchChain(next: number) {
    await messenger.request('SWITCH_NETWORK', { chainId: next })
    if (next === chainId) return
    chainId = next
    // The account may differ there (smart accounts on some chains only).
    const raw = user ? await askUser(next).catch(() => undefined) : undefined
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
        await login(await askUser(chainId))
        return true
      }
    } catch {
      // SPEC §4: a failed check clears the login cache, like a negative one.
    }
    setUser(undefined)
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

  let theme: 'light' | 'dark' | undefined
  let locale: string | undefined
  function syncTheme() {
    if (theme && loader.state === 'initialised')
      messenger
        .request('SYNC_THEME', {
          themeMode: theme,
          ...(locale ? { locale } : {}),
        })
        .catch(() => {})
  }

  function destroy() {
    loader.stop()
    messenger.stop()
    frame.remove()
  }

  try {
    await loader.ready
  } catch (error) {
    destroy()
    throw error
  }
  syncTheme()
  const metadata = context.metadata
  messenger
    .request('SYNC_DAPP_DATA', {
      projectId: context.projectId ?? '',
      sdkVersion: EMBEDDED_SDK_VERSION,
      sdkType: 'latch',
      ...(metadata ? { metadata } : {}),
    })
    .catch(() => {})

  const result = (current: EmbeddedUser) => ({
    accounts: [current.address],
    chainId,
    ...solana.connections(),
  })
  return {
    async connect() {
      if (!user) await isAuthorized()
      const current = user
      if (!current) throw new AuthConnectorNotFoundError()
      return result(current)
    },
    async disconnect() {
      cancelApproval()
      const wait = timings.signOut ?? FRAME_SIGN_OUT_WAIT_MS
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        messenger.request('SIGN_OUT', {}).catch(() => {}),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, wait)
        }),
      ])
      clearTimeout(timer)
      setUser(undefined)
    },
    getAccounts: async (namespace) =>
      namespace === 'solana' ? solana.accounts() : user ? [user.address] : [],
    getChainId: async (namespace) =>
      namespace === 'solana' ? solana.chainId() : chainId,
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
    connectEmail: ({ email }) =>
      messenger.request('CONNECT_EMAIL', { email }, { timeout }),
    connectDevice: () => messenger.request('CONNECT_DEVICE', {}, { timeout }),
    async connectOtp({ otp }) {
      return login(await messenger.request('CONNECT_OTP', { otp }, { timeout }))
    },
    // No timeout: creating a passkey waits for the visitor's click in the
    // frame and the browser's passkey dialog.
    async connectPasskey({ create }) {
      return login(
        await messenger.request('CONNECT_PASSKEY', create ? { create } : {}),
      )
    },
    getSocialRedirectUri: ({ provider: name }) =>
      messenger.request(
        'GET_SOCIAL_REDIRECT_URI',
        { provider: name },
        { timeout },
      ),
    async connectSocial({ uri }) {
      return login(
        await messenger.request('CONNECT_SOCIAL', { uri }, { timeout }),
      )
    },
    updateEmail: ({ email }) => messenger.request('UPDATE_EMAIL', { email }),
    updateEmailPrimaryOtp: ({ otp }) =>
      messenger.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
    async updateEmailSecondaryOtp({ otp }) {
      const { newEmail } = await messenger.request(
        'UPDATE_EMAIL_SECONDARY_OTP',
        { otp },
      )
      const email = isString(newEmail) ? newEmail : ''
      if (user) setUser({ ...user, email })
      return { email }
    },
    getUser: async () => user,
    async setPreferredAccountType({ type }) {
      if (!user) throw new AuthConnectorNotFoundError()
      await messenger.request('SET_PREFERRED_ACCOUNT', { type })
      return followAccount(await askUser(chainId, type), {})
    },
    showFrame: (rect) => frame.show(rect),
    cancelApproval,
    syncTheme(parameters) {
      theme = parameters.themeMode
      locale = parameters.locale
      syncTheme()
    },
    destroy,
  }
}
