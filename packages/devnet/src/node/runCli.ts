import { parseArgs } from 'node:util'
import { latchDevnet, latchDevnet2 } from '../chains.js'
import { DEMO_TOKEN_ADDRESS } from '../constants.js'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../solana/startSolanaDevnet.js'
import { type StartDevnetReturnType, startDevnet } from './startDevnet.js'

const usage = `Usage: latch-devnet [--host HOST] [--port PORT] [--solana-port PORT] [--no-solana]

Starts two seeded local chains with anvil:
  ${latchDevnet.name} (chain id ${latchDevnet.chainId}) on PORT
  ${latchDevnet2.name} (chain id ${latchDevnet2.chainId}) on PORT+1
Each has the Latch Demo Token (LDT) at ${DEMO_TOKEN_ADDRESS}
and 1,000,000 LDT on each of the anvil dev accounts 0-9.
And the local Solana chain (LiteSVM behind the Solana JSON-RPC) on
SOLANA-PORT: 1,000 SOL and 1,000,000 LDT (SPL) on each dev Solana account.
Ctrl-C stops all.

Options:
  --host HOST          interface to listen on (env LATCH_DEVNET_HOST, default 127.0.0.1)
  --port PORT          port of the first chain, 0 = free ports
                       (env LATCH_DEVNET_PORT, default 8545)
  --solana-port PORT   port of the Solana chain, 0 = a free port
                       (env LATCH_SOLANA_PORT, default 8899)
  --no-solana          do not start the Solana chain
  --help               show this help
`

export type RunCliParameters = {
  argv: readonly string[]
  env?: Record<string, string | undefined>
  /** Where lines go. @default console.log */
  log?: (line: string) => void
}

export type RunCliReturnType = StartDevnetReturnType & {
  /** The local Solana chain, unless `--no-solana`. */
  solana: StartSolanaDevnetReturnType | undefined
}

function readPort(text: string, max = 65535): number {
  const port = Number(text)
  if (!/^\d+$/.test(text) || port > max)
    throw new RangeError(`Invalid port: ${text}`)
  return port
}

/**
 * The `latch-devnet` command: parses flags and env, starts the devnet (and
 * the Solana chain) and prints one line per chain. Resolves with the running
 * devnet, or `undefined` after `--help`. Throws on bad arguments.
 */
export async function runCli({
  argv,
  env = {},
  log = console.log,
}: RunCliParameters): Promise<RunCliReturnType | undefined> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'solana-port': { type: 'string' },
      'no-solana': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    log(usage)
    return undefined
  }
  const host = values.host ?? env.LATCH_DEVNET_HOST ?? '127.0.0.1'
  const port = readPort(values.port ?? env.LATCH_DEVNET_PORT ?? '8545', 65534)
  const solanaPort = values['no-solana']
    ? undefined
    : readPort(values['solana-port'] ?? env.LATCH_SOLANA_PORT ?? '8899')
  const devnet = await startDevnet({
    host,
    ports: [port, port === 0 ? 0 : port + 1],
  })
  let solana: StartSolanaDevnetReturnType | undefined
  try {
    if (solanaPort !== undefined)
      solana = await startSolanaDevnet({ host, port: solanaPort })
  } catch (error) {
    await devnet.stop()
    throw error
  }
  for (const chain of devnet.chains)
    log(
      `latch-devnet: chain ${chain.chainId} at ${chain.url} (LDT ${chain.token}, NFTs ${chain.critters} ${chain.badges})`,
    )
  if (solana)
    log(`latch-devnet: solana localnet at ${solana.url} (LDT ${solana.mint})`)
  log(`latch-devnet: NFT metadata and images at ${devnet.nftMetadataUrl}`)
  return {
    ...devnet,
    solana,
    stop: async () => {
      await Promise.all([devnet.stop(), solana?.stop()])
    },
  }
}
