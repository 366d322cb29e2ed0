// Section "api": API throughput on loopback — GET /getWallets,
// GET /v1/account/{address}/balance and GET /v1/account/{address}/history —
// on embedded PGlite (in memory) and on PostgreSQL 15 (a throw-away
// server, bench/lib/startPostgres.mjs). startApi from @latch/api with the
// blockchain extension; the wallet directory seeded from the bundled file;
// an anvil devnet (startAnvil + seedDevnet) with a few ETH and LDT
// transfers, indexed before the load starts. The load loop
// (bench/lib/httpLoad.mjs) runs in a child process: a fixed number of
// requests at a fixed concurrency over keep-alive connections. No budget:
// the figures are reported only (issue 4 sets none).
import { forkChild } from '../lib/forkChild.mjs'
import { startPostgres } from '../lib/startPostgres.mjs'
import { int, ms } from '../lib/stats.mjs'

const loadScript = new URL('../lib/httpLoad.mjs', import.meta.url)
const REQUESTS = 2_000
const WARMUP = 200
const CONCURRENCY = 16
const MAX_SECONDS = 30
const PROJECT_ID = 'latch-bench'
const TRANSFERS = 4

/** Anvil + demo token + a few transfers from dev account 1 to account 2. */
async function startChain() {
  const {
    devAccounts,
    DEMO_TOKEN_ADDRESS,
    demoTokenAbi,
    seedDevnet,
    startAnvil,
    waitForReceipt,
  } = await import('@latch/devnet/node')
  const { createWalletClient, http, parseEther, parseUnits, publicActions } =
    await import('viem')
  const { privateKeyToAccount } = await import('viem/accounts')
  const anvil = await startAnvil({ port: 0 })
  try {
    await seedDevnet({ rpcUrl: anvil.url })
    const [, from, to] = devAccounts
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      chain: null,
      transport: http(anvil.url),
    }).extend(publicActions)
    const chainId = await wallet.getChainId()
    const chain = {
      id: chainId,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    }
    for (let i = 0; i < TRANSFERS; i++) {
      const eth = await wallet.sendTransaction({
        chain,
        to: to.address,
        value: parseEther('0.5'),
      })
      await waitForReceipt(wallet, eth)
      const ldt = await wallet.writeContract({
        chain,
        address: DEMO_TOKEN_ADDRESS,
        abi: demoTokenAbi,
        functionName: 'transfer',
        args: [to.address, parseUnits('10', 18)],
      })
      await waitForReceipt(wallet, ldt)
    }
    return { anvil, chainId, address: to.address }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

async function benchDb(kind, chain) {
  const { startApi, createProject, seedWalletsIfEmpty } = await import(
    '@latch/api'
  )
  const {
    createBlockchainExtension,
    createIndexer,
    getBlockchainSettings,
    DEVNET_DEMO_TOKEN,
  } = await import('@latch/api/blockchain')
  const postgres = kind === 'postgres' ? await startPostgres() : undefined
  const settings = getBlockchainSettings({
    env: {},
    chains: [
      {
        chainId: chain.chainId,
        rpcUrls: [chain.anvil.url],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [DEVNET_DEMO_TOKEN],
        spamTokens: [],
      },
    ],
  })
  let api
  try {
    api = await startApi({
      port: 0,
      ...(postgres ? { databaseUrl: postgres.url } : { dataDir: 'memory' }),
      extensions: [createBlockchainExtension({ settings, indexer: false })],
      onDbReady: async (db) => {
        await seedWalletsIfEmpty(db)
        await createProject(db, {
          id: PROJECT_ID,
          name: 'Bench',
          allowedOrigins: ['http://localhost:3000'],
        })
      },
    })
    const { errors } = await createIndexer({ db: api.db, settings }).indexOnce()
    if (errors.length) throw new Error(`indexer: ${JSON.stringify(errors)}`)
    const q = `projectId=${PROJECT_ID}&st=latch-bench&sv=0.1.0`
    const caip = `eip155:${chain.chainId}`
    const targets = [
      {
        name: 'GET /getWallets',
        url: `${api.url}/getWallets?page=1&entries=40&${q}`,
      },
      {
        name: 'GET /v1/account/{address}/balance',
        url: `${api.url}/v1/account/${chain.address}/balance?currency=usd&chainId=${caip}&${q}`,
      },
      {
        name: 'GET /v1/account/{address}/history',
        url: `${api.url}/v1/account/${chain.address}/history?chainId=${caip}&${q}`,
      },
    ]
    // One checked request each, so a broken route fails loudly.
    for (const { name, url } of targets) {
      const res = await fetch(url)
      const body = await res.text()
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body}`)
      if (name.endsWith('history') && !JSON.parse(body).data?.length)
        throw new Error(`${name}: empty history after indexing`)
    }
    const rows = await forkChild(
      loadScript,
      {
        targets,
        requests: REQUESTS,
        warmup: WARMUP,
        concurrency: CONCURRENCY,
        maxSeconds: MAX_SECONDS,
      },
      (MAX_SECONDS * 2 + 10) * targets.length * 1000,
    )
    return rows.map((row) => ({ db: kind, ...row }))
  } finally {
    await api?.close()
    await postgres?.stop()
  }
}

export async function benchApi() {
  const chain = await startChain()
  const rows = []
  try {
    for (const kind of ['pglite', 'postgres']) {
      console.log(`==> API on ${kind}`)
      rows.push(...(await benchDb(kind, chain)))
    }
  } finally {
    await chain.anvil.stop()
  }
  console.log(`\n| endpoint | database | requests/s | p50 | p99 | non-200 |`)
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.db === 'pglite' ? 'PGlite (memory)' : 'PostgreSQL 15'} | ` +
        `${int(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} |`,
    )
  console.log(
    `(${int(REQUESTS)} requests after ${WARMUP} warm-up, ${CONCURRENCY} keep-alive connections, load loop in a child process)`,
  )
  const checks = rows.map((r) => [
    `${r.name} on ${r.db}: every answer 200`,
    `${r.errors} non-200 of ${int(r.requests)}`,
    '= 0',
    r.errors === 0 && r.requests === REQUESTS,
  ])
  return {
    results: {
      requests: REQUESTS,
      warmup: WARMUP,
      concurrency: CONCURRENCY,
      rows,
    },
    checks,
  }
}
