import fc from 'fast-check'
import { numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_PROJECT_ID,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { ENTRY_POINT_V07 } from './entryPointV07.js'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const unlimited = { ratePerSecond: 100_000, burst: 100_000 }
const valid = {
  sender: '0x3333333333333333333333333333333333333333',
  nonce: '0x0',
  callData: '0x',
  callGasLimit: numberToHex(30_000),
  verificationGasLimit: numberToHex(40_000),
  preVerificationGas: numberToHex(20_000),
  maxFeePerGas: numberToHex(10_000_000_000),
  maxPriorityFeePerGas: numberToHex(1_000_000_000),
}

describe('POST /v1/paymaster with hostile input', () => {
  it('answers JSON-RPC errors -32602/-32000 or a 4xx, never a 5xx', async () => {
    const api = await createBlockchainTestApi({
      adminToken: 'admin',
      chains: [
        testChain(31337, 'http://127.0.0.1:9', {
          paymasterAddress: '0x1111111111111111111111111111111111111111',
        }),
      ],
      overrides: {
        rateLimit: unlimited,
        ipRateLimit: unlimited,
        originRateLimit: unlimited,
        paymaster: {
          signerKey: `0x${'22'.repeat(32)}`,
          validForSeconds: 600,
          verificationGasLimit: 100_000n,
          postOpGasLimit: 0n,
        },
      },
    })
    await api.request(`/admin/projects/${TEST_PROJECT_ID}/paymaster-policy`, {
      method: 'PUT',
      headers: { authorization: 'Bearer admin' },
      body: JSON.stringify({
        chains: ['eip155:31337'],
        allowedTargets: [TOKEN],
        senderDailyCapWei: '1000000000000000000000',
        totalBudgetWei: '1000000000000000000000',
      }),
    })
    const hex = fc
      .uint8Array({ maxLength: 40 })
      .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
    const value = fc.oneof(
      hex,
      fc.string({ maxLength: 70 }),
      fc.integer(),
      fc.constant(null),
      fc.constant(`0x${'f'.repeat(65)}`),
      fc.json({ maxDepth: 2 }),
    )
    // A valid operation with some fields replaced or dropped.
    const userOp = fc
      .dictionary(
        fc.constantFrom(
          ...Object.keys(valid),
          'factory',
          'factoryData',
          'initCode',
          'paymasterVerificationGasLimit',
        ),
        fc.option(value, { nil: undefined }),
        { maxKeys: 4 },
      )
      .map((changes) => ({ ...valid, ...changes }))
    const params = fc.oneof(
      fc.tuple(
        userOp,
        fc.constantFrom(ENTRY_POINT_V07, ENTRY_POINT_V07.toLowerCase(), '0x12'),
        fc.constantFrom('0x7a69', '0x7A69', '0x1', 'x', 31337),
        fc.option(fc.oneof(fc.object(), fc.string()), { nil: undefined }),
      ),
      fc.json({ maxDepth: 3 }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('pm_getPaymasterStubData', 'pm_getPaymasterData'),
        params,
        async (method, p) => {
          const response = await api.request(
            `/v1/paymaster?projectId=${TEST_PROJECT_ID}&chainId=eip155:31337`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: 1,
                method,
                params: typeof p === 'string' ? JSON.parse(p) : p,
              }),
            },
          )
          expect(response.status).toBeLessThan(500)
          const body = await response.json()
          if (response.status !== 200) return
          if (body.error) expect([-32602, -32000]).toContain(body.error.code)
          else expect(body.result.paymaster).toMatch(/^0x/)
        },
      ),
      { numRuns: 300 },
    )
    await api.db.close()
  }, 120_000)
})
