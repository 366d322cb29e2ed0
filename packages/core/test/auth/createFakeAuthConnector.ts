// Test fixture (not exported): an AuthConnector whose frame is a script,
// for the core's auth action tests. The real connector is
// @latch/embedded's embeddedWallet(), tested against the real frame there.

import { createEmitter } from '@latch/common'
import type {
  AuthConnector,
  AuthConnectorEventMap,
  EmbeddedUser,
  FrameRect,
} from '../../src/auth/types.js'
import type { CreateConnectorFn } from '../../src/types/config.js'
import type { ConnectorEventMap } from '../../src/types/connector.js'

export const FAKE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export type FakeFrame = {
  /** The frame already has a session (a reload). */
  user: EmbeddedUser
  connectEmail: AuthConnector['connectEmail']
  connectOtp(otp: string): Promise<EmbeddedUser>
  /** `uri`, or `state <state>` for a login asked for by its state. */
  connectSocial(uri: string): Promise<EmbeddedUser>
  /** The login URL for a provider. @default https://provider.example/<provider> */
  socialRedirectUri(provider: string): string
}

export function createFakeAuthConnector(script: Partial<FakeFrame> = {}) {
  const emitter = createEmitter<ConnectorEventMap>()
  const authEmitter = createEmitter<AuthConnectorEventMap>()
  const calls: string[] = []
  const frames: (FrameRect | undefined)[] = []
  let user: EmbeddedUser | undefined = script.user
  let cancelled = 0
  const themes: string[] = []
  const login = (next: EmbeddedUser) => {
    user = next
    authEmitter.emit('user', next)
    return next
  }
  const connector: AuthConnector = {
    id: 'embedded',
    name: 'Email',
    type: 'AUTH',
    chainNamespace: 'eip155',
    origin: 'http://127.0.0.1:8789',
    emitter,
    authEmitter,
    preload: async () => {},
    async connect() {
      calls.push('connect')
      if (!user) throw new Error('not logged in')
      return { accounts: [user.address], chainId: 31337 }
    },
    async disconnect() {
      calls.push('disconnect')
      user = undefined
    },
    getAccounts: async () => (user ? [user.address] : []),
    getChainId: async () => 31337,
    getProvider: async () => ({
      request: async () => null,
      on: () => {},
      removeListener: () => {},
    }),
    isAuthorized: async () => user !== undefined,
    switchChain: async () => {},
    async connectEmail(p) {
      calls.push(`connectEmail ${p.email}`)
      return script.connectEmail
        ? script.connectEmail(p)
        : { action: 'VERIFY_OTP' }
    },
    async connectDevice() {
      calls.push('connectDevice')
      return { action: 'VERIFY_OTP' }
    },
    async connectOtp({ otp }) {
      calls.push(`connectOtp ${otp}`)
      return login(
        script.connectOtp
          ? await script.connectOtp(otp)
          : { address: FAKE_ADDRESS, email: 'ada@example.com' },
      )
    },
    async connectPasskey({ create }) {
      calls.push(`connectPasskey ${create === true}`)
      return login({ address: FAKE_ADDRESS, email: null })
    },
    async getSocialRedirectUri({ provider }) {
      calls.push(`getSocialRedirectUri ${provider}`)
      return {
        uri:
          script.socialRedirectUri?.(provider) ??
          `https://provider.example/${provider}`,
      }
    },
    async connectSocial(parameters) {
      const uri =
        'uri' in parameters ? parameters.uri : `state ${parameters.state}`
      calls.push(`connectSocial ${uri}`)
      return login(
        script.connectSocial
          ? await script.connectSocial(uri)
          : { address: FAKE_ADDRESS, email: null, socialProvider: 'github' },
      )
    },
    async getFarcasterUri() {
      calls.push('getFarcasterUri')
      return {
        url: 'https://farcaster.xyz/~/sign-in-with-farcaster?channelToken=c1',
      }
    },
    async connectFarcaster() {
      calls.push('connectFarcaster')
      return login({
        address: FAKE_ADDRESS,
        email: null,
        socialProvider: 'farcaster',
        username: 'alice',
      })
    },
    reload: () => void calls.push('reload'),
    async updateEmail({ email }) {
      calls.push(`updateEmail ${email}`)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimaryOtp({ otp }) {
      calls.push(`updateEmailPrimaryOtp ${otp}`)
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async updateEmailSecondaryOtp({ otp }) {
      calls.push(`updateEmailSecondaryOtp ${otp}`)
      return { email: 'new@example.com' }
    },
    getUser: async () => user,
    async setPreferredAccountType({ type }) {
      calls.push(`setPreferredAccountType ${type}`)
      if (!user) throw new Error('not logged in')
      const address =
        type === 'eoa' ? FAKE_ADDRESS : (user.smartAccountAddress ?? '')
      user = { ...user, address, accountType: type }
      authEmitter.emit('user', user)
      emitter.emit('change', { accounts: [address] })
      return user
    },
    showFrame: (rect) => void frames.push(rect),
    cancelApproval: () => {
      cancelled++
    },
    syncTheme: ({ themeMode }) => void themes.push(themeMode),
  }
  const create: CreateConnectorFn = () => connector
  return {
    connector,
    create,
    calls,
    frames,
    /** The themes sent to the frame. */
    themes,
    /** How often the page stopped waiting for an approval. */
    cancelled: () => cancelled,
  }
}
