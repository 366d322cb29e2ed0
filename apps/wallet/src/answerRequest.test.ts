// What the wallet sends back when a request fails: the signers in
// @latch/devnet throw ProviderRpcError, whose code reaches the dapp.
import { devAccounts } from '@latch/devnet'
import { describe, expect, it } from 'vitest'
import { answerRequest } from './answerRequest.js'
import { executeWalletRequest } from './executeWalletRequest.js'
import { readWalletConfig } from './readWalletConfig.js'

const config = readWalletConfig({} as ImportMetaEnv)
const request = {
  id: 7,
  topic: 't',
  params: { request: { method: 'm', params: {} }, chainId: 'eip155:31337' },
  verifyContext: {} as never,
}
const answer = (chainId: string, method: string, params: unknown) =>
  answerRequest(request, () =>
    executeWalletRequest({
      method,
      params,
      chainId,
      config,
      accountIndex: 0,
      privateKey: devAccounts[0]!.privateKey,
    }),
  )
const codeOf = async (run: ReturnType<typeof answer>) =>
  ((await run).response as { error?: { code: number } }).error?.code

describe('answerRequest', () => {
  it('keeps the signer’s code in every namespace', async () => {
    const solana = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'
    const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
    expect(await codeOf(answer(solana, 'solana_signMessage', null))).toBe(
      -32602,
    )
    expect(await codeOf(answer(solana, 'solana_nope', {}))).toBe(4200)
    expect(await codeOf(answer(testnet, 'signMessage', 42))).toBe(-32602)
    expect(
      await codeOf(answer(testnet, 'signMessage', { account: 'tb1qother' })),
    ).toBe(4100)
    expect(await codeOf(answer('eip155:31337', 'eth_nope', []))).toBe(4200)
    expect(await codeOf(answer('bip122:0000', 'signMessage', {}))).toBe(4902)
  })

  it('answers -32603 for a failure without a code, and the result otherwise', async () => {
    const failed = await answerRequest(request, async () => {
      throw new Error('boom')
    })
    expect(failed.response).toEqual({
      id: 7,
      jsonrpc: '2.0',
      error: { code: -32603, message: 'boom' },
    })
    expect(failed.error).toBeInstanceOf(Error)
    const ok = await answerRequest(request, async () => 'yes')
    expect(ok).toEqual({ response: { id: 7, jsonrpc: '2.0', result: 'yes' } })
  })
})
