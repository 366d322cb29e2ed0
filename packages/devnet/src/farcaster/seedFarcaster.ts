import {
  type Address,
  createTestClient,
  encodeAbiParameters,
  http,
  keccak256,
  numberToHex,
  pad,
} from 'viem'
import { devIdRegistryRuntimeBytecode } from '../contracts/devIdRegistry.js'
import {
  devFarcasterAccounts,
  FARCASTER_ID_REGISTRY_ADDRESS,
} from './devFarcasterAccounts.js'

export type SeedFarcasterParameters = {
  /** HTTP JSON-RPC URL of an anvil. */
  rpcUrl: string
  /** Custody → fid. @default dev accounts 0–9 → fids 1000–1009 */
  fids?: readonly { custody: Address; fid: number }[] | undefined
}

/** Storage slot of `idOf[custody]` (the mapping is the stub's slot 0). */
function idOfSlot(custody: Address) {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'uint256' }],
      [custody, 0n],
    ),
  )
}

/**
 * Installs the IdRegistry stand-in (`contracts/DevIdRegistry.sol`, `idOf`
 * only) at Farcaster's canonical IdRegistry address with `anvil_setCode`
 * and writes the fids into its storage with `anvil_setStorageAt`: no
 * transaction, so no account's nonce moves. Idempotent.
 *
 * @example
 * await seedFarcaster({ rpcUrl: anvil.url })
 */
export async function seedFarcaster({
  rpcUrl,
  fids = devFarcasterAccounts,
}: SeedFarcasterParameters): Promise<void> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  await client.setCode({
    address: FARCASTER_ID_REGISTRY_ADDRESS,
    bytecode: devIdRegistryRuntimeBytecode,
  })
  for (const { custody, fid } of fids)
    await client.setStorageAt({
      address: FARCASTER_ID_REGISTRY_ADDRESS,
      index: idOfSlot(custody),
      value: pad(numberToHex(fid)),
    })
}
