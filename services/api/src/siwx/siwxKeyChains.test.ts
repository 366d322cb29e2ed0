// Sign-in with Solana and Bitcoin accounts (CAIP-122) on PGlite and
// PostgreSQL: messages signed by the reference wallet's signers
// (@latch/devnet: ed25519 dev keys, BIP-84 keys with BIP-322 simple and
// legacy signatures) and by bip322-js's own Signer (a legacy P2PKH key);
// sessions listed by CAIP-2 chain and exact address.
import {
  bitcoinAccount,
  signBip322Simple,
  signLegacyMessage,
} from '@latch/devnet/bitcoin-signer'
import { solanaAddress } from '@latch/devnet/solana-signer'
import { Signer } from 'bip322-js'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createKeyChainTestClient,
  type KeyChainTestSession,
} from '../../test/siwx/createKeyChainTestClient.js'
import {
  BTC_MAINNET,
  BTC_TESTNET,
  LEGACY_ADDRESS,
  LEGACY_WIF,
  SOLANA_LOCAL,
  SOLANA_MAINNET,
  signSolana,
} from '../../test/siwx/keyChainSigners.js'
import { dbKinds } from '../../test/testDbs.js'

const btcMain = bitcoinAccount(3, { testnet: false })
const btcTest = bitcoinAccount(3, { testnet: true })

describe.each(dbKinds)('Solana and Bitcoin sign-in on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createKeyChainTestClient>>
  beforeAll(async () => {
    t = await createKeyChainTestClient(kind)
  })

  it('signs a Solana account in with its ed25519 signature (local and mainnet chains)', async () => {
    const address = solanaAddress(5)
    for (const chainId of [SOLANA_LOCAL, SOLANA_MAINNET]) {
      const text = await t.message({ chainId, address })
      const signature = await signSolana(5, text)
      const { token, session } = await t.signIn(text, signature)
      expect(session).toMatchObject({
        account: `${chainId}:${address}`,
        address,
        chainId,
        message: text,
        signature,
        data: { chainId, accountAddress: address, version: '1' },
      })
      const who = await t.get('/v1/siwx/session', token)
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
      const text = await t.message({ chainId, address })
      const signature = sign(text)
      const { session } = await t.signIn(text, signature)
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
    const local = await t.message({ chainId: SOLANA_LOCAL, address })
    const first = await t.signIn(local, await signSolana(6, local))
    const main = await t.message({ chainId: SOLANA_MAINNET, address })
    const second = await t.signIn(main, await signSolana(6, main))
    const list = async (query: string) => {
      const res = await t.get(`/v1/siwx/sessions${query}`, first.token)
      expect(res.status).toBe(200)
      return (
        (await res.json()) as { sessions: KeyChainTestSession[] }
      ).sessions.map((s) => s.id)
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

    const btc = await t.message({
      chainId: BTC_TESTNET,
      address: listed.address,
    })
    const signedIn = await t.signIn(
      btc,
      signBip322Simple(listed, btc).signature,
    )
    const own = await t.get(
      `/v1/siwx/sessions?chainId=${BTC_TESTNET}&address=${listed.address}`,
      signedIn.token,
    )
    expect(await own.json()).toMatchObject({
      sessions: [{ id: signedIn.session.id, address: listed.address }],
    })
    const bad = await t.get('/v1/siwx/sessions?address=a b', first.token)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'BAD_REQUEST' })
  })
})
