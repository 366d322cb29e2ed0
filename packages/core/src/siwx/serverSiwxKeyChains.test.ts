// serverSiwx's client against a real latch-api for Solana and Bitcoin
// accounts: core writes the CAIP-122 message, the reference wallet's
// signers (@latch/devnet) sign it as wallets answer (base58 ed25519,
// base64 BIP-322), latch-api verifies it and the sessions read back by
// CAIP-2 chain and exact address.
import {
  bitcoinTestnet,
  type CaipNetworkId,
  solanaLocalnet,
} from '@latch/common'
import { bitcoinAccount, signBip322Simple } from '@latch/devnet/bitcoin-signer'
import { solanaAddress, solanaSigner } from '@latch/devnet/solana-signer'
import { base58 } from '@scure/base'
import { signBytes } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PAGE_ORIGIN,
  pageFetch,
  startKeyChainSiwxApi,
} from '../../test/siwx/startKeyChainSiwxApi.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { SiwxVerificationError } from './errors.js'
import { serverSiwxClient } from './serverSiwxClient.js'
import type { SIWXConfig } from './types.js'

let api: Awaited<ReturnType<typeof startKeyChainSiwxApi>>
beforeAll(async () => {
  api = await startKeyChainSiwxApi()
}, 60_000)
afterAll(async () => {
  await api?.close()
})

const client = () =>
  serverSiwxClient({
    apiUrl: api.url,
    projectId: api.projectId,
    storage: memoryStorage(),
    fetch: pageFetch,
    domain: '127.0.0.1:5173',
    uri: `${PAGE_ORIGIN}/`,
    statement: 'Sign in to the Latch demo.',
  })

/** Message from the API's nonce, signed by `sign`, verified by the API. */
async function signInWith(
  siwx: Pick<SIWXConfig, 'createMessage' | 'addSession'>,
  chainId: CaipNetworkId,
  address: string,
  sign: (text: string) => Promise<string> | string,
) {
  const message = await siwx.createMessage({ chainId, accountAddress: address })
  const { toString: format, ...data } = message
  const text = format.call(message)
  const signature = await sign(text)
  await siwx.addSession({ data, message: text, signature })
  return { text, signature }
}

describe('serverSiwx against latch-api: Solana and Bitcoin accounts', () => {
  it('a Solana dev account signs in (base58 ed25519) and its session reads back by chain and exact address', async () => {
    const siwx = client()
    const chainId = solanaLocalnet.caipNetworkId
    const address = solanaAddress(3)
    const { text, signature } = await signInWith(
      siwx,
      chainId,
      address,
      async (t) => {
        const { keyPair } = await solanaSigner(3)
        const bytes = await signBytes(
          keyPair.privateKey,
          new TextEncoder().encode(t),
        )
        return base58.encode(bytes)
      },
    )
    expect(text.split('\n')[0]).toBe(
      '127.0.0.1:5173 wants you to sign in with your Solana account:',
    )
    const sessions = await siwx.getSessions(chainId, address)
    expect(sessions).toEqual([
      expect.objectContaining({ message: text, signature }),
    ])
    expect(sessions[0]?.data).toMatchObject({
      chainId,
      accountAddress: address,
    })
    // Base58 is case-sensitive: another case is not this account.
    expect(await siwx.getSessions(chainId, address.toLowerCase())).toEqual([])
    expect(
      await siwx.getSessions(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address,
      ),
    ).toEqual([])
  })

  it('a Bitcoin testnet account signs in with BIP-322; a signature of another key is refused', async () => {
    const siwx = client()
    const chainId = bitcoinTestnet.caipNetworkId
    const account = bitcoinAccount(2, { testnet: true })
    await signInWith(
      siwx,
      chainId,
      account.address,
      (t) => signBip322Simple(account, t).signature,
    )
    const [session] = await siwx.getSessions(chainId, account.address)
    expect(session?.data).toMatchObject({
      chainId,
      accountAddress: account.address,
    })

    const other = bitcoinAccount(5, { testnet: true })
    await expect(
      signInWith(
        client(),
        chainId,
        account.address,
        (t) => signBip322Simple(other, t).signature,
      ),
    ).rejects.toThrow(SiwxVerificationError)
  })
})
