// Section "protocol": gzip size of the Latch sign client beside the
// official @walletconnect/sign-client, both bundled the same way. The
// official client always bundles WalletConnect Verify (the dapp's
// attestation iframe and the wallet's JWT/lookup resolver, with a P-256
// verifier); Latch's dapp side registers from createSignClient and its
// wallet-side resolver is the separate @latch/protocol/verify entry a
// wallet passes in, so the checked figure counts both (like with like) and
// the client alone is shown beside it.
//
// Build: Vite 8 (Rolldown) library build of a one-line entry, ES format,
// browser conditions, minified (Rolldown output minify, so whitespace too),
// tree-shaken, every dependency bundled (nothing external). The figure is
// the gzip (node:zlib default level) of every emitted JS chunk, lazy
// chunks included. Latch's crypto is audited @noble code, not hand-written:
// ChaCha20-Poly1305 (@noble/ciphers) is in the main chunk, seals every
// envelope; secp256k1 + keccak (@noble/secp256k1, @noble/hashes) are the lazy
// chunk that verifies one-click-auth CACAOs.
//
// Polyfills: the official client imports `events` (EventEmitter); it
// resolves to the npm `events` package (3.3.0, already installed as a
// dependency of @walletconnect/*) exactly as a default Vite dapp config
// does — no alias needed. Its `Buffer`, `process` and `global` uses are all
// behind `typeof` / `globalThis.Buffer != null` guards, so no `buffer`
// polyfill and no `define` were needed for the build.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { budgets } from '../budgets.mjs'
import { kb, pct } from '../lib/stats.mjs'

// Generated entries and output live under a git-ignored dist/ folder.
const workDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'protocol-size',
  'dist',
)

const entries = {
  // The budget (≤ 20 %) is on the sign client, the entry every dapp and
  // wallet bundles; it includes the dapp side of Verify (registering
  // attestations). The official client also carries the wallet side of
  // Verify; Latch's is a separate entry a wallet passes in, so the client
  // with it is printed beside (not checked) to compare like with like.
  latch: "export { createSignClient } from '@latch/protocol/client'\n",
  'latch-with-verify':
    "export { createSignClient } from '@latch/protocol/client'\n" +
    "export { createVerifyResolver } from '@latch/protocol/verify'\n",
  official: "export { SignClient } from '@walletconnect/sign-client'\n",
}

/** Library build of `entries[name]`; per-chunk raw and gzip sizes. */
async function bundle(name) {
  const { build, defaultClientConditions } = await import('vite')
  const root = join(workDir, name)
  await mkdir(root, { recursive: true })
  const entry = join(root, 'entry.js')
  await writeFile(entry, entries[name])
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    build: {
      outDir: join(root, 'out'),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['es'], fileName: name },
      rolldownOptions: { output: { minify: true } },
    },
  })
  const chunks = [output]
    .flat()
    .flatMap((o) => o.output ?? [])
    .filter((o) => o.type === 'chunk')
    .map((chunk) => ({
      file: chunk.fileName,
      bytes: Buffer.byteLength(chunk.code),
      gzip: gzipSync(chunk.code).length,
      lazy: chunk.isDynamicEntry,
    }))
  const sum = (list) => list.reduce((n, c) => n + c.gzip, 0)
  return {
    chunks,
    gzip: sum(chunks),
    eagerGzip: sum(chunks.filter((c) => !c.lazy)),
    bytes: chunks.reduce((n, c) => n + c.bytes, 0),
  }
}

export async function benchProtocolSize() {
  const latch = await bundle('latch')
  const withVerify = await bundle('latch-with-verify')
  const official = await bundle('official')
  const ratio = latch.gzip / official.gzip
  console.log(
    '\n| client | chunks | minified | gzip, all chunks | of which lazy |',
  )
  console.log('| --- | --- | --- | --- | --- |')
  for (const [label, r] of [
    ['Latch createSignClient', latch],
    ['Latch createSignClient + createVerifyResolver (wallet side)', withVerify],
    ['@walletconnect/sign-client 2.25.0 (Verify included)', official],
  ])
    console.log(
      `| ${label} | ${r.chunks.length} | ${kb(r.bytes)} | ${kb(r.gzip)} | ${kb(r.gzip - r.eagerGzip)} |`,
    )
  console.log(
    `ratio Latch / official (gzip, lazy chunks included): ${pct(ratio)}` +
      ` (with the wallet-side Verify resolver ${pct(withVerify.gzip / official.gzip)}, not checked)`,
  )
  return {
    results: { latch, withVerify, official, ratio },
    checks: [
      [
        'sign client gzip / official',
        `${pct(ratio)} (${kb(latch.gzip)} / ${kb(official.gzip)})`,
        `≤ ${pct(budgets.protocolSizeRatio)}`,
        ratio <= budgets.protocolSizeRatio,
      ],
    ],
  }
}
