// latch-api's blockchain settings with the running devnet's RPC URLs in
// place of the defaults' (shared by the bench sections that start an API).

/**
 * @param {(p: { env: object }) => { chains: { chainId: number, rpcUrls: string[] }[] }} getBlockchainSettings
 *   from `@latch/api/blockchain`
 * @param {{ chains: { chainId: number, url: string }[] }} devnet from `startDevnet`
 */
export function devnetBlockchainSettings(getBlockchainSettings, devnet) {
  const defaults = getBlockchainSettings({ env: {} })
  return {
    ...defaults,
    chains: defaults.chains.map((chain) => {
      const running = devnet.chains.find((c) => c.chainId === chain.chainId)
      return running ? { ...chain, rpcUrls: [running.url] } : chain
    }),
  }
}
