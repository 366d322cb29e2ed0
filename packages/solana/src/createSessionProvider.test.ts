// The adapters build the providers core's connectors hand out
// (createNamespaceProvider): the request each provider call sends carries
// the method, params and chain the wallet answers.
import { bitcoinAdapter } from '@latch/bitcoin'
import { bitcoinTestnet } from '@latch/common'
import { createNamespaceProvider } from '@latch/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'

describe('createSessionProvider through createNamespaceProvider', () => {
  it('solanaAdapter(): solana_signMessage, no chain named (the session’s own); the signature verifies', async () => {
    const seed = new Uint8Array(32).fill(3)
    const account = base58.encode(ed25519.getPublicKey(seed))
    const calls: unknown[][] = []
    const provider = await createNamespaceProvider(
      { adapters: { solana: solanaAdapter() } },
      'solana',
      async (method, params, chain) => {
        calls.push([method, chain])
        const { message } = params as { message: string }
        return {
          signature: base58.encode(ed25519.sign(base58.decode(message), seed)),
        }
      },
    )
    const message = new TextEncoder().encode('hello latch')
    const signature = await provider.signMessage({ message, account })
    expect(calls).toEqual([['solana_signMessage', undefined]])
    expect(ed25519.verify(signature, message, base58.decode(account))).toBe(
      true,
    )
  })

  it('bitcoinAdapter(): getAccountAddresses on the chain named, the answer checked', async () => {
    const calls: unknown[][] = []
    const provider = await createNamespaceProvider(
      { adapters: { bip122: bitcoinAdapter() } },
      'bip122',
      async (method, params, chain) => {
        calls.push([method, params, chain])
        return 'not a list of addresses'
      },
    )
    await expect(
      provider.getAccountAddresses({
        account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        chain: bitcoinTestnet.caipNetworkId,
      }),
    ).rejects.toMatchObject({ name: 'BitcoinWalletAnswerError' })
    expect(calls).toEqual([
      [
        'getAccountAddresses',
        { account: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' },
        bitcoinTestnet.caipNetworkId,
      ],
    ])
  })
})
