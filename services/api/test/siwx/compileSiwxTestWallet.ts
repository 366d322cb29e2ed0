import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

type Compiled = { abi: Abi; bytecode: Hex }

/**
 * Compiles SiwxTestWallet.sol with the `solc` npm package (its soljson
 * ships inside it; nothing is downloaded; @latch/devnet compiles its demo
 * token the same way) → the wallet and its CREATE2 factory.
 */
export async function compileSiwxTestWallet(): Promise<{
  wallet: Compiled
  factory: Compiled
}> {
  const require = createRequire(import.meta.url)
  const solc = require('solc') as { compile(input: string): string }
  const content = await readFile(
    new URL('./SiwxTestWallet.sol', import.meta.url),
    'utf8',
  )
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'SiwxTestWallet.sol': { content } },
        settings: {
          evmVersion: 'paris',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<
      string,
      Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>
    >
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length)
    throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const pick = (name: string): Compiled => {
    const contract = output.contracts['SiwxTestWallet.sol']?.[name]
    if (!contract) throw new Error(`solc gave no ${name}`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  return {
    wallet: pick('SiwxTestWallet'),
    factory: pick('SiwxTestWalletFactory'),
  }
}
