import {
  bitcoin,
  bitcoinTestnet,
  UserRejectedRequestError,
} from '@latch/common'
import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import { describe, expect, test } from 'vitest'
import { createSatsConnectWallet } from './satsConnectWallet.js'

/** A sats-connect provider answering `answers[method]` (or throwing it). */
function satsConnect(answers: Record<string, unknown>) {
  const calls: string[] = []
  return {
    calls,
    provider: {
      async request(method: string) {
        calls.push(method)
        const answer = answers[method]
        if (answer instanceof Error) throw answer
        return (
          answer ?? {
            jsonrpc: '2.0',
            id: 1,
            error: { code: -32601, message: 'Method not found' },
          }
        )
      },
    },
  }
}

describe('sats-connect providers', () => {
  test('wallet_connect missing: falls back to getAccounts', async () => {
    const own = bitcoinAccount(0, { testnet: true })
    const { provider, calls } = satsConnect({
      getAccounts: {
        jsonrpc: '2.0',
        id: 1,
        result: [
          { address: 'SP000000000000000000002Q6VF78', purpose: 'stacks' },
          {
            address: own.address,
            purpose: 'payment',
            publicKey: own.publicKey,
          },
        ],
      },
    })
    const wallet = createSatsConnectWallet({ id: 'w', name: 'W', provider })
    expect(await wallet.connect([bitcoin, bitcoinTestnet])).toEqual({
      accounts: [own.address],
      chain: bitcoinTestnet.caipNetworkId,
    })
    expect(calls).toEqual(['wallet_connect', 'getAccounts'])
  })

  test('malformed answers are typed errors, never crashes', async () => {
    for (const answer of [
      'nope',
      null,
      { jsonrpc: '2.0', id: 1 },
      { jsonrpc: '2.0', id: 1, result: { addresses: [] } },
      { jsonrpc: '2.0', id: 1, result: { addresses: [{ address: 'bc1' }] } },
      new Error('extension crashed'),
    ]) {
      const { provider } = satsConnect({ wallet_connect: answer })
      const wallet = createSatsConnectWallet({ id: 'w', name: 'W', provider })
      await expect(wallet.connect([bitcoin])).rejects.toMatchObject({
        name: expect.stringMatching(/Error$/),
        shortMessage: expect.any(String),
      })
    }
    const declined = satsConnect({
      wallet_connect: {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32000, message: 'User rejected' },
      },
    })
    await expect(
      createSatsConnectWallet({
        id: 'w',
        name: 'W',
        provider: declined.provider,
      }).connect([bitcoin]),
    ).rejects.toThrow(UserRejectedRequestError)
  })

  test("wallet_disconnect: a wallet without it has nothing to end; its failure is rethrown (SPEC §8 'Failed to disconnect')", async () => {
    const without = satsConnect({})
    await createSatsConnectWallet({
      id: 'w',
      name: 'W',
      provider: without.provider,
    }).disconnect()
    expect(without.calls).toEqual(['wallet_disconnect'])
    const failing = satsConnect({
      wallet_disconnect: {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32603, message: 'The wallet is locked.' },
      },
    })
    await expect(
      createSatsConnectWallet({
        id: 'w',
        name: 'W',
        provider: failing.provider,
      }).disconnect(),
    ).rejects.toMatchObject({ code: -32603, details: 'The wallet is locked.' })
  })
})
