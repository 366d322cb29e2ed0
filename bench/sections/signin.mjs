// Section "signin": the sign-in round trip on loopback against a real
// latch-api (startApi with the blockchain extension over a devnet from
// @latch/devnet/node, PGlite in memory, the seeded dev project): POST
// /v1/siwx/nonce → EIP-4361 message (viem createSiweMessage) → signature by
// a viem local account (dev account 0, an EOA) → POST /v1/siwx/verify →
// 200 with the stored session. The requests carry the Origin of a page the
// dev project allows, and the message's domain and uri match it. "verify"
// is the issue's "signature → session stored on latch-api". The same is
// timed through Latch's client, serverSiwx (createMessage + addSession).
// One process, sequential sign-ins, after a few warm-up ones. Every
// sign-in comes from one client IP, so the per-IP nonce / verify / session
// rate limits (2/s by default) are raised through their documented
// LATCH_API_SIWX_* variables; the limiter still runs. Reported, no budget
// (issue 9 sets none).

import { startDevnetApi } from '../lib/startDevnetApi.mjs'
import { median, ms, percentile } from '../lib/stats.mjs'
import { stopAll } from '../lib/stopAll.mjs'

const SIGNINS = 50
const WARMUP = 5
const ORIGIN = 'http://127.0.0.1:5173'
const CHAIN_ID = 31337
const RATE_ENV = Object.fromEntries(
  ['NONCE', 'VERIFY', 'SESSION'].flatMap((name) => [
    [`LATCH_API_SIWX_${name}_RATE`, '10000'],
    [`LATCH_API_SIWX_${name}_BURST`, '10000'],
  ]),
)

/** In-memory storage for serverSiwx's bearer token (no localStorage here). */
function memoryStorage() {
  const map = new Map()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => map.set(key, value),
    removeItem: (key) => map.delete(key),
    clear: () => map.clear(),
    get size() {
      return map.size
    },
  }
}

/** Direct HTTP: nonce → message → signature → verify, timed in parts. */
async function signInRaw({ apiUrl, projectId, account, createSiweMessage }) {
  const q = `projectId=${projectId}&st=latch-bench&sv=0.1.0`
  const t0 = performance.now()
  const nonceRes = await fetch(`${apiUrl}/v1/siwx/nonce?${q}`, {
    method: 'POST',
    headers: { Origin: ORIGIN },
  })
  const nonceBody = await nonceRes.json()
  if (nonceRes.status !== 200)
    throw new Error(`nonce: ${nonceRes.status} ${JSON.stringify(nonceBody)}`)
  const t1 = performance.now()
  const message = createSiweMessage({
    address: account.address,
    chainId: CHAIN_ID,
    domain: new URL(ORIGIN).host,
    uri: `${ORIGIN}/`,
    version: '1',
    nonce: nonceBody.nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 3_600_000),
    statement: 'Sign in to the Latch bench.',
  })
  const signature = await account.signMessage({ message })
  const t2 = performance.now()
  const verifyRes = await fetch(`${apiUrl}/v1/siwx/verify?${q}`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, signature }),
  })
  const verifyBody = await verifyRes.json()
  const t3 = performance.now()
  if (verifyRes.status !== 200 || !verifyBody.session?.id || !verifyBody.token)
    throw new Error(`verify: ${verifyRes.status} ${JSON.stringify(verifyBody)}`)
  return { nonce: t1 - t0, sign: t2 - t1, verify: t3 - t2, total: t3 - t0 }
}

/** The same through serverSiwx: createMessage (nonce) and addSession. */
async function signInClient({ siwx, storage, account }) {
  const t0 = performance.now()
  const message = await siwx.createMessage({
    chainId: `eip155:${CHAIN_ID}`,
    accountAddress: account.address,
  })
  const t1 = performance.now()
  const text = String(message)
  const signature = await account.signMessage({ message: text })
  const t2 = performance.now()
  // A first sign-in: no bearer token of an earlier one.
  storage.clear()
  await siwx.addSession({ data: message, message: text, signature })
  const t3 = performance.now()
  if (storage.size === 0) throw new Error('serverSiwx: no session token kept')
  return { nonce: t1 - t0, sign: t2 - t1, verify: t3 - t2, total: t3 - t0 }
}

/** Runs the ways in turn, one sign-in each per round, so both warm alike. */
async function measure(ways) {
  const keys = ['nonce', 'sign', 'verify', 'total']
  const samples = ways.map(() => Object.fromEntries(keys.map((k) => [k, []])))
  for (let i = 0; i < WARMUP + SIGNINS; i++)
    for (const [w, { once }] of ways.entries()) {
      const t = await once()
      if (i >= WARMUP) for (const k of keys) samples[w][k].push(t[k])
    }
  return ways.map(({ label }, w) => ({
    label,
    ...Object.fromEntries(
      keys.map((k) => [
        k,
        { median: median(samples[w][k]), p95: percentile(samples[w][k], 95) },
      ]),
    ),
  }))
}

export async function benchSignin() {
  const { DEV_PROJECT_ID } = await import('@latch/api')
  const { devAccounts } = await import('@latch/devnet/node')
  const { serverSiwx } = await import('@latch/core')
  const { createSiweMessage } = await import('viem/siwe')
  const { privateKeyToAccount } = await import('viem/accounts')
  const host = '127.0.0.1'
  const stops = []
  try {
    // The SIWX routes read their settings from the environment when the
    // app is built; set the raised limits only for that.
    const saved = Object.keys(RATE_ENV).map((k) => [k, process.env[k]])
    Object.assign(process.env, RATE_ENV)
    const { api } = await startDevnetApi({
      host,
      stops,
      indexer: false,
    }).finally(() => {
      for (const [k, v] of saved)
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
    })
    const projectId = DEV_PROJECT_ID
    const account = privateKeyToAccount(devAccounts[0].privateKey)
    const storage = memoryStorage()
    const siwx = serverSiwx({
      apiUrl: api.url,
      projectId,
      domain: new URL(ORIGIN).host,
      uri: `${ORIGIN}/`,
      storage,
      // Node's fetch sends no Origin; a page on ORIGIN would.
      fetch: (url, init = {}) =>
        fetch(url, {
          ...init,
          headers: { ...init.headers, Origin: ORIGIN },
        }),
    })
    const rows = await measure([
      {
        label: 'HTTP + viem (createSiweMessage)',
        once: () =>
          signInRaw({ apiUrl: api.url, projectId, account, createSiweMessage }),
      },
      {
        label: 'Latch serverSiwx',
        once: () => signInClient({ siwx, storage, account }),
      },
    ])
    console.log(
      `\n| sign-in (EOA, loopback, PGlite memory) | nonce | sign (local) | signature → session (verify) | total |`,
    )
    console.log('| --- | --- | --- | --- | --- |')
    for (const r of rows)
      console.log(
        `| ${r.label} | ${['nonce', 'sign', 'verify', 'total']
          .map((k) => `${ms(r[k].median)} / ${ms(r[k].p95)}`)
          .join(' | ')} |`,
      )
    console.log(
      `(median / p95 of ${SIGNINS} sequential sign-ins each after ${WARMUP} warm-up, the two ways alternating; Origin ${ORIGIN}, chain eip155:${CHAIN_ID})`,
    )
    return {
      results: { signins: SIGNINS, warmup: WARMUP, origin: ORIGIN, rows },
      checks: [],
    }
  } finally {
    await stopAll(stops)
  }
}
