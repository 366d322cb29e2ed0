// A6: deeply nested JSON and NUL bytes, sent to every route that reads a
// body or stores text. Each must be a 4xx naming the problem, never a 500
// (a stack overflow in a parser, or PostgreSQL refusing \u0000).
import { attackerAddress } from '../../attackerAddress.mjs'
import { createTally } from '../../tally.mjs'
import { httpRequest } from '../httpRequest.mjs'

const sizes = {
  test: { depth: 100_000, rounds: 2 },
  // Deep but under the 1 MiB body limit, so the depth check answers.
  bench: { depth: 150_000, rounds: 10 },
}

/** @param {{ url: string, scale: 'test' | 'bench', projectId: string, adminToken: string }} options */
export async function hostileJson({ url, scale, projectId, adminToken }) {
  const size = sizes[scale]
  const localAddress = attackerAddress(70)
  const admin = { authorization: `Bearer ${adminToken}` }
  const deepArray = '['.repeat(size.depth) + ']'.repeat(size.depth)
  const deepObject = `${'{"a":'.repeat(size.depth)}1${'}'.repeat(size.depth)}`
  const address = '0x000000000000000000000000000000000000dEaD'
  const nul = '\u0000'
  const q = `projectId=${projectId}`
  /** @type {{ name: string, path: string, method?: string, body?: string, headers?: Record<string, string> }[]} */
  const cases = []
  const bodyRoutes = [
    { route: 'POST /e', path: `/e?${q}` },
    { route: 'POST /v1 rpc', path: `/v1/?chainId=eip155:31337&${q}` },
    { route: 'POST /v1/profile/account', path: `/v1/profile/account?${q}` },
    { route: 'POST /v1/fungible/price', path: `/v1/fungible/price?${q}` },
    {
      route: 'POST /v1/sessions/revoke',
      path: `/v1/sessions/${address}/revoke?${q}`,
    },
    { route: 'POST /v1/sessions', path: `/v1/sessions/${address}?${q}` },
    { route: 'POST /admin/projects', path: '/admin/projects', headers: admin },
  ]
  for (const { route, path, headers } of bodyRoutes)
    for (const [shape, body] of [
      ['array', deepArray],
      ['object', deepObject],
    ])
      cases.push({
        name: `deep ${shape} ${route}`,
        path,
        method: 'POST',
        body,
        ...(headers ? { headers } : {}),
      })
  const nulBodies = [
    {
      route: 'POST /e',
      path: `/e?${q}`,
      body: {
        eventId: `e${nul}`,
        url: 'https://a.example/',
        domain: 'a.example',
        timestamp: Date.now(),
        props: { k: nul },
      },
    },
    {
      route: 'POST /v1 rpc',
      path: `/v1/?chainId=eip155:31337&${q}`,
      body: {
        jsonrpc: '2.0',
        id: `1${nul}`,
        method: `eth_blockNumber${nul}`,
        params: [nul],
      },
    },
    {
      route: 'POST /v1/profile/account',
      path: `/v1/profile/account?${q}`,
      body: {
        coin_type: 60,
        address,
        message: JSON.stringify({
          name: `ab${nul}cd`,
          timestamp: Math.floor(Date.now() / 1000),
        }),
        signature: `0x${'1b'.repeat(65)}`,
      },
    },
    {
      route: 'POST /v1/fungible/price',
      path: `/v1/fungible/price?${q}`,
      body: { currency: 'usd', addresses: [`eip155:31337:${nul}`] },
    },
    {
      route: 'POST /v1/sessions/revoke',
      path: `/v1/sessions/${address}/revoke?${q}`,
      body: { pci: `0x${nul}`, signature: `0x${nul}` },
    },
    {
      route: 'POST /v1/sessions',
      path: `/v1/sessions/${address}?${q}`,
      body: {
        pci: `0x${nul}`,
        chainId: 31337,
        expiry: 1,
        permissions: [{ type: `native${nul}`, data: {} }],
      },
    },
    {
      route: 'POST /admin/projects',
      path: '/admin/projects',
      body: {
        id: `nul${nul}id`,
        name: `N${nul}`,
        allowedOrigins: [`https://a${nul}.example`],
      },
      headers: admin,
    },
  ]
  for (const { route, path, body, headers } of nulBodies)
    cases.push({
      name: `NUL ${route}`,
      path,
      method: 'POST',
      body: JSON.stringify(body),
      ...(headers ? { headers } : {}),
    })
  for (const path of [
    `/getWallets?${q}&search=%00`,
    `/getWallets?${q}&include=a%00b`,
    `/v1/identity/${address}?${q}&sender=%00`,
    `/v1/profile/account/ab%00cd.latch.id?${q}`,
    `/v1/profile/suggestions/ab%00cd?${q}`,
    `/v1/sessions/${address}%00?${q}`,
    `/projects/v1/origins?projectId=a%00b`,
    `/getWalletImage/a%00b`,
  ])
    cases.push({ name: `NUL GET ${path.split('?')[0]}`, path })

  const statuses = createTally()
  /** @type {Record<string, number | string | undefined>} */
  const byCase = {}
  for (let round = 0; round < size.rounds; round++)
    for (const { name, path, method = 'GET', body, headers = {} } of cases) {
      const answer = await httpRequest(`${url}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        localAddress,
      })
      statuses.add(answer.status)
      byCase[name] = answer.status || answer.error
    }
  return {
    requests: cases.length * size.rounds,
    statuses: statuses.counts,
    byCase,
  }
}
