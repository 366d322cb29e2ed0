// A4: a names registration flood (POST /v1/profile/account): many fresh
// accounts each registering names with valid EIP-191 signatures, mixed
// with forged signatures that still cost the server a signature recovery.
import { randomBytes } from 'node:crypto'
import { Agent } from 'node:http'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { attackerAddress } from '../../attackerAddress.mjs'
import { createTally } from '../../tally.mjs'
import { httpRequest, runPool } from '../httpRequest.mjs'

export const sizes = {
  test: { accounts: 20, namesPerAccount: 10, parallel: 8 },
  bench: { accounts: 60, namesPerAccount: 20, parallel: 16 },
}

/** @param {{ url: string, scale: 'test' | 'bench', projectId: string }} options */
export async function namesFlood({ url, scale, projectId }) {
  const size = sizes[scale]
  const statuses = createTally()
  const agent = new Agent({
    keepAlive: true,
    localAddress: attackerAddress(50),
  })
  const accounts = Array.from({ length: size.accounts }, () =>
    privateKeyToAccount(generatePrivateKey()),
  )
  await runPool(
    size.accounts * size.namesPerAccount,
    size.parallel,
    async (i) => {
      const account = accounts[i % accounts.length]
      const name = `flood${randomBytes(6).toString('hex')}`
      const message = JSON.stringify({
        name,
        timestamp: Math.floor(Date.now() / 1000),
      })
      const forged = i % 2 === 1
      const signature = forged
        ? `0x${'1b'.repeat(65)}`
        : await account.signMessage({ message })
      const answer = await httpRequest(
        `${url}/v1/profile/account?projectId=${projectId}`,
        {
          method: 'POST',
          body: JSON.stringify({
            coin_type: 60,
            address: account.address,
            message,
            signature,
          }),
          agent,
          localAddress: attackerAddress(50),
        },
      )
      statuses.add(`${forged ? 'forged' : 'signed'} ${answer.status}`)
    },
  )
  agent.destroy()
  return {
    attempts: size.accounts * size.namesPerAccount,
    statuses: statuses.counts,
  }
}
