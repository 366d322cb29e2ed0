// A7: callers on several addresses try to drain a host's gas sponsorship:
// a flood of ERC-7677 pm_getPaymasterData requests for user operations
// from fresh senders to the one target the project sponsors (each asks for
// the largest gas the policy lets through), mixed with hostile params.
// The paymaster must rate-limit, refuse once the per-sender cap or the
// budget is reached, never reserve more than the budget, and never 5xx.
import { randomBytes } from 'node:crypto'
import {
  encodeExecution,
  hybridDeleGatorAbi,
  smartAccountContracts,
} from '@latch/common/smart-account'
import { encodeFunctionData, numberToHex } from 'viem'
import { createTally } from '../../tally.mjs'
import { attackerAgents } from '../attackerAgents.mjs'
import { httpRequest, runPool } from '../httpRequest.mjs'

const sizes = {
  test: { requests: 600, parallel: 12, addresses: 4 },
  bench: { requests: 4_000, parallel: 24, addresses: 8 },
}

/** The sponsored target and the budget the attack tries to exceed. */
const TARGET = '0x000000000000000000000000000000000000a7a7'
const BUDGET_WEI = 10n ** 16n // 0.01 ETH
const SENDER_CAP_WEI = 2n * 10n ** 15n

/** @param {{ url: string, scale: 'test' | 'bench', projectId: string, adminToken: string }} options */
export async function sponsorshipDrain({ url, scale, projectId, adminToken }) {
  const size = sizes[scale]
  const admin = {
    authorization: `Bearer ${adminToken}`,
    'content-type': 'application/json',
  }
  const policyUrl = `${url}/admin/projects/${projectId}/paymaster-policy`
  const set = await httpRequest(policyUrl, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({
      enabled: true,
      chains: ['eip155:31337'],
      allowedTargets: [TARGET],
      senderDailyCapWei: SENDER_CAP_WEI.toString(),
      totalBudgetWei: BUDGET_WEI.toString(),
      sponsorName: 'Abuse target',
    }),
  })
  if (set.status !== 200)
    throw new Error(`setting the policy: ${set.status} ${set.body}`)
  const callData = (() => {
    const { mode, executionCalldata } = encodeExecution([
      { to: TARGET, value: 0n },
    ])
    return encodeFunctionData({
      abi: hybridDeleGatorAbi,
      functionName: 'execute',
      args: [mode, executionCalldata],
    })
  })()
  const statuses = createTally()
  const sources = attackerAgents(80, size.addresses)
  const hostile = [
    '{"jsonrpc":"2.0","id":1,"method":"pm_getPaymasterData","params":[null,null,null]}',
    '{"jsonrpc":"2.0","id":1,"method":"pm_getPaymasterData","params":[{"sender":"0x"}]}',
    `{"jsonrpc":"2.0","id":1,"method":"pm_getPaymasterData","params":[${'['.repeat(2000)}${']'.repeat(2000)}]}`,
    '{"jsonrpc":"2.0","id":1,"method":"eth_sendRawTransaction","params":["0x00"]}',
  ]
  await runPool(size.requests, size.parallel, async (i) => {
    const body =
      i % 5 === 4
        ? hostile[i % hostile.length]
        : JSON.stringify({
            jsonrpc: '2.0',
            id: i,
            method: 'pm_getPaymasterData',
            params: [
              {
                sender: `0x${randomBytes(20).toString('hex')}`,
                nonce: '0x0',
                callData,
                callGasLimit: numberToHex(300_000n),
                verificationGasLimit: numberToHex(500_000n),
                preVerificationGas: numberToHex(60_000n),
                maxFeePerGas: numberToHex(2_000_000_000n),
                maxPriorityFeePerGas: numberToHex(1_000_000_000n),
              },
              smartAccountContracts.EntryPoint,
              '0x7a69',
              null,
            ],
          })
    const answer = await httpRequest(
      `${url}/v1/paymaster?projectId=${projectId}&chainId=eip155:31337`,
      { method: 'POST', body, ...sources.at(i) },
    )
    let key = String(answer.status)
    if (answer.status === 0) key = `0 ${answer.error ?? 'no answer'}`
    else if (answer.status === 200)
      try {
        const json = JSON.parse(answer.body)
        key = json.error
          ? `200 ${json.error.code}${json.error.data?.reason ? ` ${json.error.data.reason}` : ''}`
          : '200 signed'
      } catch {
        key = '200 unreadable'
      }
    statuses.add(key)
  })
  sources.destroy()
  const read = await httpRequest(policyUrl, { headers: admin })
  const spent = BigInt(JSON.parse(read.body).spentWei?.['eip155:31337'] ?? 0)
  return {
    requests: size.requests,
    budgetWei: BUDGET_WEI.toString(),
    spentWei: spent.toString(),
    statuses: statuses.counts,
  }
}
