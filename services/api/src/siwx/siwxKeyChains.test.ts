// Sign-in with Solana and Bitcoin accounts (CAIP-122) on PGlite and
// PostgreSQL: messages signed by the reference wallet's signers
// (@latch/devnet: ed25519 dev keys, BIP-84 keys with BIP-322 simple and
// legacy signatures) and by bip322-js's own Signer (a legacy P2PKH key).
import { bitcoin, bitcoinTestnet, solana, solanaLocalnet } from '@latch/common'
import {
  bitcoinAccount,
  signBip322Simple,
  signLegacyMessage,
} from '@latch/devnet/bitcoin-signer'
import { solanaAddress, solanaSigner } from '@latch/devnet/solana-signer'
import { base58, base64 } from '@scure/base'
import { signBytes } from '@solana/kit'
import { Signer } from 'bip322-js'
import type { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../app/types.js'
import { dbKinds } from '../test/testDbs.js'
import {
  type Caip122TestFields,
  caip122Message,
} from './testing/caip122Message.js'
import {
  createSiwxTestApi,
  SIWX_ORIGIN,
  SIWX_PROJECT_ID,
} from './testing/createSiwxTestApi.js'

const SOLANA_LOCAL = solanaLocalnet.caipNetworkId
const SOLANA_MAINNET = solana.caipNetworkId
const BTC_MAINNET = bitcoin.caipNetworkId
const BTC_TESTNET = bitcoinTestnet.caipNetworkId
const btcMain = bitcoinAccount(3, { testnet: false })
const btcTest = bitcoinAccount(3, { testnet: true })
// bip322-js's legacy (P2PKH) test key: its Signer answers a legacy
// signmessage signature for a 1… address.
const LEGACY_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const LEGACY_ADDRESS = '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc'

/** The dev Solana account `index` signs `text` (base58, as wallets answer). */
async function signSolana(index: number, text: string) {
  const { keyPair } = await solanaSigner(index)
  const signature = await signBytes(
    keyPair.privateKey,
    new TextEncoder().encode(text),
  )
  return base58.encode(signature)
}

type Session = {
  id: string
  account: string
  address: string
  chainId: string
  signature: string
  message: string
  data: Record<string, unknown>
}

describe.each(dbKinds)('Solana and Bitcoin sign-in on %s', (kind) => {
  let app: Hono<AppEnv>
  beforeAll(async () => {
    // The EVM chains are not asked here: no node behind their URLs.
    ;({ app } = await createSiwxTestApi({
      kind,
      rpcUrls: ['http://127.0.0.1:9', 'http://127.0.0.1:9'],
    }))
  })
  const url = (p: string) =>
    `http://localhost${p}${p.includes('?') ? '&' : '?'}projectId=${SIWX_PROJECT_ID}`
  const nonce = async () => {
    const res = await app.request(url('/v1/siwx/nonce'), {
      method: 'POST',
      headers: { origin: SIWX_ORIGIN },
    })
    return ((await res.json()) as { nonce: string }).nonce
  }
  const message = async (fields: Omit<Caip122TestFields, 'nonce'>) =>
    caip122Message({
      statement: 'Sign in to the SIWX test.',
      ...fields,
      nonce: await nonce(),
    })
  const verify = (body: unknown) =>
    app.request(url('/v1/siwx/verify'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SIWX_ORIGIN },
      body: JSON.stringify(body),
    })
  const expectAnswer = async (res: Response, status: number, code?: string) => {
    const body = (await res.json()) as Record<string, unknown>
    expect({ status: res.status, code: body.code }).toEqual({
      status,
      code: code ?? body.code,
    })
    return body
  }
  const bearer = (token: string) => ({
    headers: { authorization: `Bearer ${token}`, origin: SIWX_ORIGIN },
  })
  const signIn = async (text: string, signature: string) => {
    const res = await verify({ message: text, signature })
    expect(res.status, await res.clone().text()).toBe(200)
    return (await res.json()) as { token: string; session: Session }
  }

  it('signs a Solana account in with its ed25519 signature (local and mainnet chains)', async () => {
    const address = solanaAddress(5)
    for (const chainId of [SOLANA_LOCAL, SOLANA_MAINNET]) {
      const text = await message({ chainId, address })
      const signature = await signSolana(5, text)
      const { token, session } = await signIn(text, signature)
      expect(session).toMatchObject({
        account: `${chainId}:${address}`,
        address,
        chainId,
        message: text,
        signature,
        data: { chainId, accountAddress: address, version: '1' },
      })
      const who = await app.request(url('/v1/siwx/session'), bearer(token))
      expect(await who.json()).toMatchObject({ session: { id: session.id } })
    }
  })

  it('signs Bitcoin accounts in: BIP-322 simple (P2WPKH) on mainnet and testnet, legacy signmessage', async () => {
    const cases = [
      [
        BTC_MAINNET,
        btcMain.address,
        (t: string) => signBip322Simple(btcMain, t).signature,
      ],
      [
        BTC_TESTNET,
        btcTest.address,
        (t: string) => signBip322Simple(btcTest, t).signature,
      ],
      // BIP-137 header for P2WPKH, from the reference wallet.
      [
        BTC_MAINNET,
        btcMain.address,
        (t: string) => signLegacyMessage(btcMain, t).signature,
      ],
      // A P2PKH key signed by bip322-js itself.
      [
        BTC_MAINNET,
        LEGACY_ADDRESS,
        (t: string) => String(Signer.sign(LEGACY_WIF, LEGACY_ADDRESS, t)),
      ],
    ] as const
    for (const [chainId, address, sign] of cases) {
      const text = await message({ chainId, address })
      const signature = sign(text)
      const { session } = await signIn(text, signature)
      expect(session).toMatchObject({
        account: `${chainId}:${address}`,
        address,
        chainId,
        signature,
      })
    }
  })

  it('lists sessions by CAIP-2 chain and exact (case-kept) address', async () => {
    const address = solanaAddress(6)
    const local = await message({ chainId: SOLANA_LOCAL, address })
    const first = await signIn(local, await signSolana(6, local))
    const main = await message({ chainId: SOLANA_MAINNET, address })
    const second = await signIn(main, await signSolana(6, main))
    const list = async (query: string) => {
      const res = await app.request(
        url(`/v1/siwx/sessions${query}`),
        bearer(first.token),
      )
      expect(res.status).toBe(200)
      return ((await res.json()) as { sessions: Session[] }).sessions.map(
        (s) => s.id,
      )
    }
    expect(await list('')).toEqual([second.session.id, first.session.id])
    expect(await list(`?chainId=${SOLANA_LOCAL}&address=${address}`)).toEqual([
      first.session.id,
    ])
    expect(await list(`?chainId=${SOLANA_MAINNET}`)).toEqual([
      second.session.id,
    ])
    // Base58 is case-sensitive: another case is another account.
    expect(await list(`?address=${address.toLowerCase()}`)).toEqual([])
    expect(await list(`?chainId=${BTC_MAINNET}`)).toEqual([])
    // An account of its own: other tests sign btcTest in too.
    const listed = bitcoinAccount(8, { testnet: true })

    const btc = await message({
      chainId: BTC_TESTNET,
      address: listed.address,
    })
    const signedIn = await signIn(btc, signBip322Simple(listed, btc).signature)
    const own = await app.request(
      url(`/v1/siwx/sessions?chainId=${BTC_TESTNET}&address=${listed.address}`),
      bearer(signedIn.token),
    )
    expect(await own.json()).toMatchObject({
      sessions: [{ id: signedIn.session.id, address: listed.address }],
    })
    await expectAnswer(
      await app.request(
        url('/v1/siwx/sessions?address=a b'),
        bearer(first.token),
      ),
      400,
      'BAD_REQUEST',
    )
  })

  it('refuses signatures of another key or of another message with 401', async () => {
    const address = solanaAddress(5)
    const text = await message({ chainId: SOLANA_LOCAL, address })
    await expectAnswer(
      await verify({ message: text, signature: await signSolana(4, text) }),
      401,
      'SIWX_INVALID_SIGNATURE',
    )
    const tampered = text.replace('Sign in to', 'Pay out from')
    await expectAnswer(
      await verify({ message: tampered, signature: await signSolana(5, text) }),
      401,
      'SIWX_INVALID_SIGNATURE',
    )
    const btc = await message({
      chainId: BTC_MAINNET,
      address: btcMain.address,
    })
    const other = bitcoinAccount(4, { testnet: false })
    for (const signature of [
      signBip322Simple(other, btc).signature,
      signLegacyMessage(other, btc).signature,
      signBip322Simple(btcMain, `${btc} `).signature,
      // Well-formed base64 that is no signature at all.
      base64.encode(new Uint8Array(100).fill(7)),
    ])
      await expectAnswer(
        await verify({ message: btc, signature }),
        401,
        'SIWX_INVALID_SIGNATURE',
      )
    // The nonce is still unused: the right signature signs in.
    await signIn(text, await signSolana(5, text))
  })

  it('refuses a replayed nonce', async () => {
    const address = solanaAddress(5)
    const text = await message({ chainId: SOLANA_LOCAL, address })
    const signature = await signSolana(5, text)
    await signIn(text, signature)
    await expectAnswer(
      await verify({ message: text, signature }),
      400,
      'SIWX_NONCE_INVALID',
    )
  })

  it('refuses addresses of the other network, bad addresses and unknown chains with 400', async () => {
    const refusals: [Omit<Caip122TestFields, 'nonce'>, string][] = [
      [
        { chainId: BTC_MAINNET, address: btcTest.address },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        { chainId: BTC_TESTNET, address: btcMain.address },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        { chainId: BTC_MAINNET, address: `${btcMain.address.slice(0, -1)}q` },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        { chainId: BTC_MAINNET, address: solanaAddress(5) },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        { chainId: SOLANA_LOCAL, address: btcMain.address },
        'SIWX_INVALID_MESSAGE',
      ],
      // 32 base58 characters, but not 32 bytes.
      [
        { chainId: SOLANA_LOCAL, address: 'z'.repeat(44) },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        {
          chainId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
          address: solanaAddress(5),
        },
        'SIWX_UNSUPPORTED_CHAIN',
      ],
      [
        {
          chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
          address: btcTest.address,
        },
        'SIWX_UNSUPPORTED_CHAIN',
      ],
      [
        {
          chainId: SOLANA_LOCAL,
          address: solanaAddress(5),
          domain: 'evil.example',
        },
        'SIWX_DOMAIN_MISMATCH',
      ],
      [
        {
          chainId: SOLANA_LOCAL,
          address: solanaAddress(5),
          uri: 'https://evil.example/',
        },
        'SIWX_URI_MISMATCH',
      ],
      [
        { chainId: SOLANA_LOCAL, address: solanaAddress(5), version: '2' },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        {
          chainId: SOLANA_LOCAL,
          address: solanaAddress(5),
          expirationTime: new Date(Date.now() - 1000),
        },
        'SIWX_EXPIRED',
      ],
      [
        {
          chainId: SOLANA_LOCAL,
          address: solanaAddress(5),
          notBefore: new Date(Date.now() + 3_600_000),
        },
        'SIWX_NOT_YET_VALID',
      ],
    ]
    for (const [fields, code] of refusals) {
      const text = await message(fields)
      const signature = fields.chainId.startsWith('solana:')
        ? await signSolana(5, text)
        : base64.encode(new Uint8Array(107).fill(1))
      const res = await verify({ message: text, signature })
      expect(res.status, `${code}: ${text}`).toBe(400)
      expect(((await res.json()) as { code: string }).code).toBe(code)
    }
  })

  it('checks signature encodings before verifying: 400, never 500', async () => {
    const solanaText = await message({
      chainId: SOLANA_LOCAL,
      address: solanaAddress(5),
    })
    const btcText = await message({
      chainId: BTC_MAINNET,
      address: btcMain.address,
    })
    const good = await signSolana(5, solanaText)
    const cases: [string, string][] = [
      [solanaText, `0x${'ab'.repeat(64)}`],
      [solanaText, good.slice(0, -4)],
      [solanaText, `${good}1111`],
      [solanaText, base64.encode(base58.decode(good))],
      [solanaText, 'O'.repeat(88)],
      [btcText, `0x${'ab'.repeat(64)}`],
      [btcText, 'AAAA'],
      [btcText, base64.encode(new Uint8Array(70)).replace(/=+$/, '')],
      [btcText, `${base64.encode(new Uint8Array(66))}=`],
      [btcText, 'A'.repeat(40_000)],
    ]
    for (const [text, signature] of cases) {
      const res = await verify({ message: text, signature })
      expect(res.status, signature.slice(0, 60)).toBe(400)
      expect(await res.json()).toEqual({
        code: expect.any(String),
        message: expect.any(String),
      })
    }
  })
})
