import {
  type AccountType,
  type AuthConnector,
  type AuthConnectorEventMap,
  type ConnectEmailAction,
  type CreateConnectorFn,
  createEmitter,
  type EmbeddedUser,
  EmbeddedWalletError,
  type FrameRect,
  injected,
} from '@latch/core'
import { createWalletFixture } from '@latch/test'

export type TestAuthConnector = {
  /** For `connectors: [test.connector]`. */
  connector: CreateConnectorFn
  /** The connector once the config made it. */
  readonly instance: AuthConnector | undefined
  /** What the views asked for, in order, e.g. 'connectEmail ada@example.com'. */
  readonly calls: string[]
  /** When `reload()` was last called (`performance.now()`). */
  readonly reloadedAt: number | undefined
  /** Where the frame was asked to show (undefined = hidden), in order. */
  readonly frameRects: (FrameRect | undefined)[]
  /** Lets a pending `connectDevice` answer (the device link was followed). */
  approveDevice(): void
  /** Lets a pending `connectFarcaster` answer (approved in Farcaster). */
  approveFarcaster(): void
}

export type CreateTestAuthConnectorParameters = {
  /** What `connectEmail` answers. @default 'VERIFY_OTP' */
  emailAction?: ConnectEmailAction | undefined
  /** The code `connectOtp` and the update steps accept. @default '123456' */
  code?: string | undefined
  /** The error `connectEmail` rejects with, if any. */
  emailError?: Error | undefined
  /** The user after login. */
  user?: Omit<EmbeddedUser, 'address'> | undefined
  /**
   * The user's smart account on every chain: the connection starts on it
   * (SPEC §3 default) and `setPreferredAccountType` switches.
   */
  smartAccountAddress?: string | undefined
}

/**
 * An embedded-wallet connector for DOM tests: the Latch Dev Wallet (real
 * keys and signing) as an `AUTH` connector whose e-mail, code and device
 * steps are answered in memory the way the secure frame answers them. A
 * wrong code is refused with the service's message 'Invalid code'.
 */
export function createTestAuthConnector(
  parameters: CreateTestAuthConnectorParameters = {},
): TestAuthConnector {
  const code = parameters.code ?? '123456'
  const fixture = createWalletFixture({ id: 'embedded', name: 'Email' })
  const calls: string[] = []
  const frameRects: (FrameRect | undefined)[] = []
  let deviceApproved: () => void = () => {}
  let farcasterApproved: () => void = () => {}
  let farcasterGivenUp: () => void = () => {}
  let channels = 0
  let reloadedAt: number | undefined
  let email = parameters.user?.email ?? null
  let newEmail = ''
  let instance: AuthConnector | undefined
  const smart = parameters.smartAccountAddress
  let accountType: AccountType = smart ? 'smartAccount' : 'eoa'
  const checkCode = (otp: string) => {
    if (otp !== code) throw new EmbeddedWalletError('Invalid code')
  }
  const connector: CreateConnectorFn = (context) => {
    const wallet = injected({
      target: {
        id: 'embedded',
        name: 'Email',
        provider: fixture.wallet.provider,
      },
      type: 'AUTH',
    })(context)
    const user = async (): Promise<EmbeddedUser> => ({
      ...parameters.user,
      email,
      address:
        smart && accountType === 'smartAccount'
          ? smart
          : ((await wallet.getAccounts())[0] ?? ''),
      ...(smart ? { smartAccountAddress: smart, accountType } : {}),
    })
    const onSmart = (accounts: readonly string[]) =>
      smart && accountType === 'smartAccount' ? [smart] : accounts
    instance = {
      ...wallet,
      async connect(p) {
        const result = await wallet.connect(p)
        return { ...result, accounts: onSmart(result.accounts) }
      },
      getAccounts: async (namespace) =>
        onSmart(await wallet.getAccounts(namespace)),
      async setPreferredAccountType({ type }) {
        calls.push(`setPreferredAccountType ${type}`)
        accountType = type
        const next = await user()
        instance?.authEmitter.emit('user', next)
        wallet.emitter.emit('change', { accounts: [next.address] })
        return next
      },
      type: 'AUTH',
      chainNamespace: 'eip155',
      origin: 'http://embedded.test',
      authEmitter: createEmitter<AuthConnectorEventMap>(),
      preload: async () => {},
      async connectEmail(p) {
        calls.push(`connectEmail ${p.email}`)
        if (parameters.emailError) throw parameters.emailError
        email = p.email
        return { action: parameters.emailAction ?? 'VERIFY_OTP' }
      },
      connectDevice() {
        calls.push('connectDevice')
        return new Promise((resolve) => {
          deviceApproved = () => resolve({ action: 'VERIFY_OTP' })
        })
      },
      async connectOtp({ otp }) {
        calls.push(`connectOtp ${otp}`)
        checkCode(otp)
        await wallet.connect()
        return user()
      },
      async getSocialRedirectUri({ provider }) {
        calls.push(`getSocialRedirectUri ${provider}`)
        return { uri: 'about:blank' }
      },
      async connectSocial() {
        await wallet.connect()
        return user()
      },
      async getFarcasterUri() {
        calls.push('getFarcasterUri')
        channels++
        return {
          url: `https://farcaster.xyz/~/sign-in-with-farcaster?channelToken=c${channels}`,
        }
      },
      connectFarcaster() {
        calls.push('connectFarcaster')
        return new Promise((resolve, reject) => {
          farcasterApproved = () =>
            void wallet.connect().then(user).then(resolve, reject)
          farcasterGivenUp = () =>
            reject(new EmbeddedWalletError('Request was aborted'))
        })
      },
      reload() {
        calls.push('reload')
        reloadedAt = performance.now()
        farcasterGivenUp()
      },
      async connectPasskey({ create }) {
        calls.push(`connectPasskey ${create === true}`)
        await wallet.connect()
        return user()
      },
      async updateEmail(p) {
        calls.push(`updateEmail ${p.email}`)
        newEmail = p.email
        return { action: 'VERIFY_PRIMARY_OTP' }
      },
      async updateEmailPrimaryOtp({ otp }) {
        calls.push(`updateEmailPrimaryOtp ${otp}`)
        checkCode(otp)
        return { action: 'VERIFY_SECONDARY_OTP' }
      },
      async updateEmailSecondaryOtp({ otp }) {
        calls.push(`updateEmailSecondaryOtp ${otp}`)
        checkCode(otp)
        email = newEmail
        return { email: newEmail }
      },
      getUser: async () =>
        (await wallet.getAccounts()).length ? user() : undefined,
      showFrame: (rect) => void frameRects.push(rect),
      // The frame's screens follow the modal's theme; nothing to show here.
      syncTheme: () => {},
      cancelApproval: () => void calls.push('cancelApproval'),
    }
    return instance
  }
  return {
    connector,
    get instance() {
      return instance
    },
    calls,
    get reloadedAt() {
      return reloadedAt
    },
    frameRects,
    approveDevice: () => deviceApproved(),
    approveFarcaster: () => farcasterApproved(),
  }
}
