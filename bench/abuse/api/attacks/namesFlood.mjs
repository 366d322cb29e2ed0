// A4: a names registration flood (POST /v1/profile/account) from several
// addresses: a few accounts each registering many names with valid EIP-191
// signatures (every fourth forged, which still costs the server a
// signature recovery). Per-IP registration rate and names per account
// must hold.
import { randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createTally } from '../../tally.mjs'
import { attackerAgents } from '../attackerAgents.mjs'
import { httpAnswerKey } from '../httpAnswerKey.mjs'
import { httpRequest, runPool } from '../httpRequest.mjs'

const sizes = {
  test: { accounts: 3, namesPerAccount: 60, parallel: 8, addresses: 4 },
  bench: { accounts: 6, namesPerAccount: 200, parallel: 16, addresses: 8 },
}

/** @param {{ url: string, scale: 'test' | 'bench', projectId: string }} options */
export async function namesFlood({ url, scale, projectId }) {
  const size = sizes[scale]
  const statuses = createTally()
  const sources = attackerAgents(50, size.addresses)
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
      const forged = i % 4 === 3
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
          ...sources.at(i),
        },
      )
      statuses.add(`${forged ? 'forged' : 'signed'} ${httpAnswerKey(answer)}`)
    },
  )
  sources.destroy()
  return {
    attempts: size.accounts * size.namesPerAccount,
    accounts: size.accounts,
    statuses: statuses.counts,
  }
}
