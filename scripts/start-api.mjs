// The API server for `npm start`: @latch/api with the blockchain extension
// (routes + history indexer) over the devnet's RPC URLs, PGlite in
// `.latch/api-data`, the `latch-demo` project seeded (loopback origins on
// any port, so the demo and wallet pages are allowed) and the bundled wallet
// directory imported when empty. Needs the compiled package (tsc -b).

/**
 * @param {{ host: string, port: number, dataDir: string,
 *   chains: readonly { chainId: number, url: string }[] }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startDemoApi({ host, port, dataDir, chains }) {
  const { startApi, seedWalletsIfEmpty } = await import('@latch/api')
  const { createBlockchainExtension, getBlockchainSettings } = await import(
    '@latch/api/blockchain'
  )
  const defaults = getBlockchainSettings()
  const settings = {
    ...defaults,
    chains: defaults.chains.map((chain) => {
      const running = chains.find((c) => c.chainId === chain.chainId)
      return running ? { ...chain, rpcUrls: [running.url] } : chain
    }),
  }
  return startApi({
    host,
    port,
    dataDir,
    seedDevProject: true,
    extensions: [createBlockchainExtension({ settings })],
    onDbReady: seedWalletsIfEmpty,
  })
}
