import {
  devnet,
  devnet2,
  solana,
  UserRejectedRequestError,
} from '@latch/common'
import { createWalletFixture } from '@latch/test'
import { SiweMessage } from 'siwe'
import { recoverMessageAddress, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { ConflictingSignInOptionsError } from '../errors/config.js'
import { localSiwx } from '../siwx/localSiwx.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { BaseStorage } from '../storage/types.js'
import type { Config } from '../types/config.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getModalState } from './getModalState.js'
import { getSiwxSession } from './getSiwxSession.js'
import { openModal } from './openModal.js'
import { signIn } from './signIn.js'
import { signOut } from './signOut.js'
import { switchNetwork } from './switchNetwork.js'
import { watchSiwxSession } from './watchSiwxSession.js'

const ACCOUNT0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Options = {
  required?: boolean
  storage?: BaseStorage
  signOutOnDisconnect?: boolean
}

function setup(options: Options = {}) {
  const storage = options.storage ?? memoryStorage()
  const fixture = createWalletFixture()
  const config = createConfig({
    projectId: 'test',
    networks: [devnet, devnet2],
    storage,
    connectors: [fixture.connector],
    siwx: localSiwx({
      storage,
      required: options.required ?? true,
      signOutOnDisconnect: options.signOutOnDisconnect ?? false,
      domain: 'app.example',
      uri: 'https://app.example/',
      statement: 'Sign in to the test app.',
    }),
  })
  return { ...fixture, config, storage }
}

/** Waits until the sign-in state satisfies `ok`. */
function until(config: Config, ok: (c: Config) => boolean) {
  if (ok(config)) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const stop = watchSiwxSession(config, {
      onChange: () => {
        if (!ok(config)) return
        stop()
        resolve()
      },
    })
  })
}
const status = (config: Config) => getSiwxSession(config)?.status
const view = (config: Config) => getModalState(config).route.view

async function connectInModal(config: Config) {
  void openModal(config)
  await connect(config, { connector: 'dev.latch.wallet' })
  await until(config, (c) => status(c) !== 'checking')
}

describe('sign-in flow (SPEC §4)', () => {
  it('opens SIWXSignMessage when a wallet connects without a session', async () => {
    const { config } = setup()
    await connectInModal(config)
    expect(getModalState(config)).toMatchObject({ open: true })
    expect(view(config)).toBe('SIWXSignMessage')
    expect(getSiwxSession(config)).toEqual({
      status: 'signedOut',
      caipAddress: `eip155:31337:${ACCOUNT0}`,
    })
  })

  it('signs in: the session is stored, verifiable, and the modal closes', async () => {
    const { config, prompts } = setup()
    await connectInModal(config)
    const session = await signIn(config)
    expect(prompts).toEqual(['eth_requestAccounts', 'personal_sign'])
    expect(getModalState(config).open).toBe(false)
    expect(getSiwxSession(config)).toMatchObject({
      status: 'signedIn',
      session,
    })
    const parsed = new SiweMessage(session.message)
    expect(parsed).toMatchObject({
      address: ACCOUNT0,
      chainId: 31337,
      domain: 'app.example',
      statement: 'Sign in to the test app.',
    })
    expect(
      await recoverMessageAddress({
        message: session.message,
        signature: session.signature as `0x${string}`,
      }),
    ).toBe(ACCOUNT0)
  })

  it('a declined signature reopens the view with the error; Sign again works', async () => {
    const { config, decide } = setup()
    await connectInModal(config)
    decide('reject')
    const error = await signIn(config).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(getModalState(config).open).toBe(true)
    expect(view(config)).toBe('SIWXSignMessage')
    expect(getSiwxSession(config)).toMatchObject({
      status: 'signedOut',
      error: { declined: true },
    })
    // Sign again: this time the wallet approves.
    await signIn(config)
    expect(status(config)).toBe('signedIn')
  })

  it('cannot close while sign-in is required and there is no session', async () => {
    const { config } = setup()
    await connectInModal(config)
    const shakes = getModalState(config).shakeCount
    closeModal(config)
    expect(getModalState(config)).toMatchObject({
      open: true,
      shakeCount: shakes + 1,
    })
    // Cancel when required = disconnect, then the modal may close.
    await disconnect(config)
    expect(getSiwxSession(config)).toBeUndefined()
    closeModal(config)
    expect(getModalState(config).open).toBe(false)
  })

  it('required: another view (e.g. Account) leads back to SIWXSignMessage', async () => {
    const { config } = setup()
    await connectInModal(config)
    void openModal(config, { view: 'Account' })
    expect(view(config)).toBe('SIWXSignMessage')
    await signIn(config)
    void openModal(config, { view: 'Account' })
    expect(view(config)).toBe('Account')
  })

  it('optional sign-in: the modal closes and the wallet stays connected', async () => {
    const { config } = setup({ required: false })
    await connectInModal(config)
    expect(view(config)).toBe('SIWXSignMessage')
    closeModal(config)
    expect(getModalState(config).open).toBe(false)
    expect(status(config)).toBe('signedOut')
    void openModal(config, { view: 'Account' })
    expect(view(config)).toBe('Account')
  })

  it('an account switch without a session prompts again; back to a signed-in one does not', async () => {
    const { config, wallet } = setup()
    await connectInModal(config)
    await signIn(config)
    wallet.setAccount(1)
    await until(config, (c) => status(c) === 'signedOut')
    expect(getSiwxSession(config)?.caipAddress).toBe(`eip155:31337:${ACCOUNT1}`)
    expect(getModalState(config).open).toBe(true)
    expect(view(config)).toBe('SIWXSignMessage')
    const second = await signIn(config)
    expect(second.data.accountAddress).toBe(ACCOUNT1)
    wallet.setAccount(0)
    await until(config, (c) => status(c) === 'signedIn')
    expect(getSiwxSession(config)?.session?.data.accountAddress).toBe(ACCOUNT0)
    expect(getModalState(config).open).toBe(false)
  })

  it('a network switch without a session for it prompts again', async () => {
    const { config } = setup()
    await connectInModal(config)
    await signIn(config)
    await switchNetwork(config, { network: devnet2 })
    await until(config, (c) => status(c) === 'signedOut')
    expect(getSiwxSession(config)?.caipAddress).toBe(`eip155:31338:${ACCOUNT0}`)
    expect(view(config)).toBe('SIWXSignMessage')
  })

  it('a stored session is found again after a reload, without a prompt', async () => {
    const storage = memoryStorage()
    const first = setup({ storage })
    await connectInModal(first.config)
    await signIn(first.config)
    const second = setup({ storage })
    await connect(second.config, { connector: 'dev.latch.wallet' })
    await until(second.config, (c) => status(c) === 'signedIn')
    expect(getModalState(second.config).open).toBe(false)
  })

  it('signs out on disconnect when signOutOnDisconnect is set', async () => {
    const storage = memoryStorage()
    const { config } = setup({ storage, signOutOnDisconnect: true })
    await connectInModal(config)
    await signIn(config)
    await disconnect(config)
    await new Promise((r) => setTimeout(r, 0))
    expect(storage.getItem('latch.v1.siwxSessions')).toBeNull()
  })

  it('keeps sessions on disconnect by default; signOut revokes and disconnects', async () => {
    const storage = memoryStorage()
    const { config } = setup({ storage })
    await connectInModal(config)
    await signIn(config)
    await disconnect(config)
    expect(storage.getItem('latch.v1.siwxSessions')).toContain(ACCOUNT0)
    await connect(config, { connector: 'dev.latch.wallet' })
    await until(config, (c) => status(c) === 'signedIn')
    await signOut(config)
    expect(storage.getItem('latch.v1.siwxSessions')).toBeNull()
    expect(getSiwxSession(config)).toBeUndefined()
  })

  it('a double click asks the wallet once', async () => {
    const { config, prompts } = setup()
    await connectInModal(config)
    const [a, b] = await Promise.all([signIn(config), signIn(config)])
    expect(a).toBe(b)
    expect(prompts.filter((p) => p === 'personal_sign')).toHaveLength(1)
  })
})

describe('sign-in rules (SPEC §5)', () => {
  it('needs the feature enabled', async () => {
    const fixture = createWalletFixture()
    const config = createConfig({
      projectId: 'test',
      networks: [devnet],
      storage: memoryStorage(),
      connectors: [fixture.connector],
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    await expect(signIn(config)).rejects.toThrowErrorMatchingInlineSnapshot(`
      [SiwxNotConfiguredError: Sign-in is not enabled.

      Pass \`siwx\` (or \`siweConfig\`) to createConfig.

      Docs: https://latch.dev/docs/core/siwx
      Version: @latch/common@0.1.0]
    `)
    await expect(signOut(config)).rejects.toThrow('Sign-in is not enabled.')
  })

  it('needs an active address', async () => {
    const { config } = setup()
    await expect(signIn(config)).rejects.toThrow(
      'Sign-in needs a connected account.',
    )
  })

  it('needs an active, supported network', async () => {
    const fixture = createWalletFixture()
    const config = createConfig({
      projectId: 'test',
      networks: [devnet],
      allowUnsupportedChain: true,
      storage: memoryStorage(),
      connectors: [fixture.connector],
      siwx: localSiwx({ storage: memoryStorage() }),
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    fixture.wallet.setChain(31338)
    await until(
      config,
      (c) => c.state.namespaces.eip155?.caipNetworkId === 'eip155:31338',
    )
    expect(getSiwxSession(config)).toBeUndefined()
    await expect(signIn(config)).rejects.toThrow(
      'Sign-in needs an active, supported network.',
    )
  })

  it('through WalletConnect only when every network is eip155', async () => {
    const fixture = createWalletFixture()
    const wcLike = (context: Parameters<typeof fixture.connector>[0]) => ({
      ...fixture.connector(context),
      type: 'WALLET_CONNECT' as const,
    })
    const config = createConfig({
      projectId: 'test',
      networks: [devnet, solana],
      storage: memoryStorage(),
      connectors: [wcLike],
      siwx: localSiwx({ storage: memoryStorage() }),
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    await expect(signIn(config)).rejects.toThrow(
      'Sign-in through WalletConnect needs every network to be eip155.',
    )
  })

  it('rejects siwx together with siweConfig, and a siwx of the wrong shape', () => {
    const siweConfig = {
      getNonce: async () => 'n',
      createMessage: () => '',
      verifyMessage: async () => true,
      getSession: async () => null,
      signOut: async () => true,
    }
    expect(() =>
      createConfig({
        projectId: 'test',
        networks: [devnet],
        siwx: localSiwx(),
        siweConfig,
      } as never),
    ).toThrow(ConflictingSignInOptionsError)
    expect(() =>
      createConfig({
        projectId: 'test',
        networks: [devnet],
        siwx: { createMessage: async () => ({}) } as never,
      }),
    ).toThrow('Invalid `siwx`: expected an object with createMessage')
  })
})

describe('classic siweConfig', () => {
  it('runs through the same flow with the host backend verifying', async () => {
    const nonces = new Set<string>()
    let signedIn: { address: string; chainId: number } | null = null
    const fixture = createWalletFixture()
    const config = createConfig({
      projectId: 'test',
      networks: [devnet],
      storage: memoryStorage(),
      connectors: [fixture.connector],
      siweConfig: {
        getNonce: async () => {
          const nonce = `nonce${nonces.size}abcdefgh`
          nonces.add(nonce)
          return nonce
        },
        getMessageParams: async () => ({
          domain: 'backend.example',
          uri: 'https://backend.example/',
        }),
        createMessage: ({ statement, expirationTime, resources, ...args }) =>
          new SiweMessage({
            ...args,
            ...(expirationTime ? { expirationTime } : {}),
          }).prepareMessage(),
        verifyMessage: async ({ message, signature }) => {
          const parsed = new SiweMessage(message)
          if (!nonces.delete(parsed.nonce)) return false
          const ok = await verifyMessage({
            address: parsed.address as `0x${string}`,
            message,
            signature: signature as `0x${string}`,
          })
          if (ok)
            signedIn = { address: parsed.address, chainId: parsed.chainId }
          return ok
        },
        getSession: async () => signedIn,
        signOut: async () => {
          signedIn = null
          return true
        },
      },
    })
    await connectInModal(config)
    expect(view(config)).toBe('SIWXSignMessage')
    const session = await signIn(config)
    expect(new SiweMessage(session.message).domain).toBe('backend.example')
    expect(signedIn).toEqual({ address: ACCOUNT0, chainId: 31337 })
    expect(status(config)).toBe('signedIn')
    await signOut(config)
    expect(signedIn).toBeNull()
  })
})
