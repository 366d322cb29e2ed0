import { parseArgs } from 'node:util'
import { latchDevnet, latchDevnet2 } from '../chains.js'
import { DEMO_TOKEN_ADDRESS } from '../constants.js'
import { type StartDevnetReturnType, startDevnet } from './startDevnet.js'

const usage = `Usage: latch-devnet [--host HOST] [--port PORT]

Starts two seeded local chains with anvil:
  ${latchDevnet.name} (chain id ${latchDevnet.chainId}) on PORT
  ${latchDevnet2.name} (chain id ${latchDevnet2.chainId}) on PORT+1
Each has the Latch Demo Token (LDT) at ${DEMO_TOKEN_ADDRESS}
and 1,000,000 LDT on each of the anvil dev accounts 0-9. Ctrl-C stops both.

Options:
  --host HOST   interface to listen on (env LATCH_DEVNET_HOST, default 127.0.0.1)
  --port PORT   port of the first chain, 0 = free ports
                (env LATCH_DEVNET_PORT, default 8545)
  --help        show this help
`

export type RunCliParameters = {
  argv: readonly string[]
  env?: Record<string, string | undefined>
  /** Where lines go. @default console.log */
  log?: (line: string) => void
}

/**
 * The `latch-devnet` command: parses flags and env, starts the devnet and
 * prints one line per chain. Resolves with the running devnet, or
 * `undefined` after `--help`. Throws on bad arguments.
 */
export async function runCli({
  argv,
  env = {},
  log = console.log,
}: RunCliParameters): Promise<StartDevnetReturnType | undefined> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    log(usage)
    return undefined
  }
  const host = values.host ?? env.LATCH_DEVNET_HOST ?? '127.0.0.1'
  const portText = values.port ?? env.LATCH_DEVNET_PORT ?? '8545'
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65534)
    throw new RangeError(`Invalid port: ${portText}`)
  const devnet = await startDevnet({
    host,
    ports: [port, port === 0 ? 0 : port + 1],
  })
  for (const chain of devnet.chains)
    log(
      `latch-devnet: chain ${chain.chainId} at ${chain.url} (LDT ${chain.token})`,
    )
  return devnet
}
