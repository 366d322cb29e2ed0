import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { devnet, devnet2, UserRejectedRequestError } from '@latch/common'
import { type StartAnvilReturnType, startAnvil } from '@latch/devnet/node'
import { createWalletFixture, startTestApi } from '@latch/test'
import { SiweMessage } from 'siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { getSiwxSession } from '../actions/getSiwxSession.js'
import { openModal } from '../actions/openModal.js'
import { signIn } from '../actions/signIn.js'
import { signOut } from '../actions/signOut.js'
import { watchSiwxSession } from '../actions/watchSiwxSession.js'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { BaseStorage } from '../storage/types.js'
import type { Config } from '../types/config.js'
import { SiwxVerificationError } from './errors.js'
import { serverSiwx } from './serverSiwx.js'

// The page these tests pretend to be: a loopback origin the dev project
// allows. Node's fetch sends no Origin of its own, so the test adds it.
const ORIGIN = 'http://127.0.0.1:5173'
const ACCOUNT0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let api: Awaited<ReturnType<typeof startTestApi>>
let anvil: StartAnvilReturnType
beforeAll(async () => {
  // A signature that is not the account's own is checked as a contract
  // account's (EIP-1271) on the chain: that needs a running one.
  anvil = await startAnvil({ port: 0 })
  const defaults = getBlockchainSettings({ env: {} })
  const settings = {
    ...defaults,
    chains: defaults.chains.map((chain) =>
      chain.chainId === 31337 ? { ...chain, rpcUrls: [anvil.url] } : chain,
    ),
  }
  api = await startTestApi({
    wallets: 0,
    extensions: [createBlockchainExtension({ settings })],
  })
}, 60_000)
afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

const pageFetch: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers)
  headers.set('origin', ORIGIN)
  return fetch(input, { ...init, headers })
}

function setup(storage: BaseStorage = memoryStorage()) {
  const fixture = createWalletFixture()
  const siwx = serverSiwx({
    apiUrl: api.url,
    projectId: api.projectId,
    storage,
    fetch: pageFetch,
    domain: '127.0.0.1:5173',
    uri: `${ORIGIN}/`,
    statement: 'Sign in to the Latch demo.',
  })
  const config = createConfig({
    projectId: api.projectId,
    networks: [devnet, devnet2],
    storage,
    connectors: [fixture.connector],
    siwx,
  })
  return { ...fixture, config, siwx, storage }
}

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
const status = (c: Config) => getSiwxSession(c)?.status

describe('serverSiwx against latch-api', () => {
  it('signs in: nonce from the API, verified there, known after a reload', async () => {
    const storage = memoryStorage()
    const { config } = setup(storage)
    void openModal(config)
    await connect(config, { connector: 'dev.latch.wallet' })
    await until(config, (c) => status(c) === 'signedOut')
    const session = await signIn(config)
    expect(new SiweMessage(session.message)).toMatchObject({
      address: ACCOUNT0,
      chainId: 31337,
      domain: '127.0.0.1:5173',
    })
    expect(session.data.nonce).toMatch(/^[A-Za-z0-9]{45,51}$/)
    expect(storage.getItem('latch.v1.siwxToken')).toBeTruthy()
    // The API knows the session by the bearer token.
    const token = JSON.parse(storage.getItem('latch.v1.siwxToken') ?? '""')
    const who = await pageFetch(
      `${api.url}/v1/siwx/session?projectId=${api.projectId}`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(who.status).toBe(200)
    expect(await who.json()).toMatchObject({
      session: { address: ACCOUNT0, chainId: 'eip155:31337' },
    })
    // A new page with the same storage finds it without a prompt.
    const again = setup(storage)
    await connect(again.config, { connector: 'dev.latch.wallet' })
    await until(again.config, (c) => status(c) === 'signedIn')
    expect(again.prompts).not.toContain('personal_sign')
  })

  it('a replayed signature (used nonce) is refused by the API', async () => {
    const { config, siwx } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    await until(config, (c) => status(c) === 'signedOut')
    const session = await signIn(config)
    const error = await siwx.addSession(session).catch((e) => e)
    expect(error).toBeInstanceOf(SiwxVerificationError)
    expect(error.details).toContain('SIWX_NONCE_INVALID')
  })

  it('a signature of another account is refused', async () => {
    const { config, siwx } = setup()
    await connect(config, { connector: 'dev.latch.wallet' })
    await until(config, (c) => status(c) === 'signedOut')
    const message = await siwx.createMessage({
      chainId: 'eip155:31337',
      accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    const { toString: format, ...data } = message
    const signed = await signIn(config)
    const error = await siwx
      .addSession({
        data,
        message: format.call(message),
        signature: signed.signature,
      })
      .catch((e) => e)
    expect(error).toBeInstanceOf(SiwxVerificationError)
    expect(error.details).toContain('SIWX_INVALID_SIGNATURE')
  })

  it('a declined signature stores nothing; signOut revokes on the API', async () => {
    const storage = memoryStorage()
    const { config, decide } = setup(storage)
    await connect(config, { connector: 'dev.latch.wallet' })
    await until(config, (c) => status(c) === 'signedOut')
    decide('reject')
    await expect(signIn(config)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(storage.getItem('latch.v1.siwxToken')).toBeNull()
    await signIn(config)
    const token = JSON.parse(storage.getItem('latch.v1.siwxToken') ?? '""')
    await signOut(config)
    const who = await pageFetch(
      `${api.url}/v1/siwx/session?projectId=${api.projectId}`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(who.status).toBe(401)
    expect(storage.getItem('latch.v1.siwxToken')).toBeNull()
  })

  it('a token whose session ended elsewhere is dropped: the next check signs out and asks again', async () => {
    const storage = memoryStorage()
    const { config } = setup(storage)
    await connect(config, { connector: 'dev.latch.wallet' })
    await until(config, (c) => status(c) === 'signedOut')
    await signIn(config)
    const token = JSON.parse(storage.getItem('latch.v1.siwxToken') ?? '""')
    // Signed out from another page holding the same token.
    const out = await pageFetch(
      `${api.url}/v1/siwx/sign-out?projectId=${api.projectId}`,
      { method: 'POST', headers: { authorization: `Bearer ${token}` } },
    )
    expect(out.status).toBe(200)
    const again = setup(storage)
    await connect(again.config, { connector: 'dev.latch.wallet' })
    await until(again.config, (c) => status(c) === 'signedOut')
    expect(storage.getItem('latch.v1.siwxToken')).toBeNull()
  })

  it("keeps the token in createConfig's storage when given none", async () => {
    const storage = memoryStorage()
    const fixture = createWalletFixture()
    const config = createConfig({
      projectId: api.projectId,
      networks: [devnet, devnet2],
      storage,
      storageKey: 'app',
      connectors: [fixture.connector],
      siwx: serverSiwx({
        apiUrl: api.url,
        projectId: api.projectId,
        fetch: pageFetch,
        domain: '127.0.0.1:5173',
        uri: `${ORIGIN}/`,
      }),
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    await until(config, (c) => status(c) === 'signedOut')
    await signIn(config)
    expect(storage.getItem('app.v1.siwxToken')).toBeTruthy()
  })
})
