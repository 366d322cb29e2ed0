// A devnet (startDevnet from @latch/devnet/node: two anvil chains) and
// latch-api over it — in memory, the seeded dev project, the blockchain
// extension on the devnet's RPC URLs — for the sections that drive a real
// stack (send, signin, embedded).

/**
 * latch-api's blockchain settings with the running devnet's RPC URLs in
 * place of the defaults'.
 * @param {(p: { env: object }) => { chains: { chainId: number, rpcUrls: string[] }[] }} getBlockchainSettings
 * @param {{ chains: { chainId: number, url: string }[] }} devnet
 */
function devnetBlockchainSettings(getBlockchainSettings, devnet) {
  const defaults = getBlockchainSettings({ env: {} })
  return {
    ...defaults,
    chains: defaults.chains.map((chain) => {
      const running = devnet.chains.find((c) => c.chainId === chain.chainId)
      return running ? { ...chain, rpcUrls: [running.url] } : chain
    }),
  }
}

/**
 * @param {{ host: string, stops: (() => Promise<unknown>)[],
 *   indexer?: false, extensions?: (settings: { chains: object[] }) => object[] }} options
 *   `stops` gets the devnet's and the API's stop; `indexer: false` leaves
 *   the blockchain extension's indexer off; `extensions` adds more API
 *   extensions, made from the blockchain settings
 */
export async function startDevnetApi({
  host,
  stops,
  indexer,
  extensions = () => [],
}) {
  const { startApi } = await import('@latch/api')
  const { createBlockchainExtension, getBlockchainSettings } = await import(
    '@latch/api/blockchain'
  )
  const { startDevnet } = await import('@latch/devnet/node')
  const devnet = await startDevnet({ host, ports: [0, 0], bundler: false })
  stops.push(() => devnet.stop())
  const settings = devnetBlockchainSettings(getBlockchainSettings, devnet)
  const api = await startApi({
    host,
    port: 0,
    dataDir: 'memory',
    seedDevProject: true,
    extensions: [
      createBlockchainExtension(
        indexer === false ? { settings, indexer } : { settings },
      ),
      ...extensions(settings),
    ],
  })
  stops.push(() => api.close())
  return { devnet, api }
}
