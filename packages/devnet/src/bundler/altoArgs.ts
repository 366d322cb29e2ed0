import { smartAccountContracts } from '@latch/common/smart-account'
import { bundlerAccounts } from './bundlerAccounts.js'

/**
 * Alto's command line for one automining anvil (the reasons are in
 * packages/devnet/README.md, "Bundler").
 */
export function altoArgs({
  rpcUrl,
  port,
}: {
  rpcUrl: string
  port: number
}): string[] {
  const flags: Record<string, string> = {
    entrypoints: smartAccountContracts.EntryPoint,
    'rpc-url': rpcUrl,
    port: String(port),
    'executor-private-keys': bundlerAccounts.executor.privateKey,
    'utility-private-key': bundlerAccounts.utility.privateKey,
    // anvil has no JS tracer: the ERC-7562 storage/opcode rules cannot be
    // traced, so Alto validates by simulation only.
    'safe-mode': 'false',
    // Alto's EntryPointSimulations / PimlicoSimulations contracts are not
    // on a fresh devnet: the utility key deploys them (CREATE2, so once
    // per chain; a restart finds them).
    'deploy-simulations-contract': 'true',
    // anvil mines each transaction at once: poll for blocks every 50 ms
    // and look at the mempool every 10–50 ms.
    'block-time': '200',
    'min-bundle-interval': '10',
    'max-bundle-interval': '50',
    // A bundle pays the network's gas price, never more: Alto's default
    // (10 %) bids the ops' break-even price, above the network's, and anvil
    // suggests the last blocks' tips, so every user operation would pay
    // ~1.8× the one before.
    'bundler-initial-commission': '100',
    // Both keys are funded by anvil_setBalance; nothing to refill or watch.
    'refilling-wallets': 'false',
    'utility-wallet-monitor': 'false',
  }
  return Object.entries(flags).flatMap(([name, value]) => [`--${name}`, value])
}
