// Funds the sandbox on-ramp's treasury on a devnet chain (npm start and the
// on-ramp tests): ETH with anvil_setBalance, LDT by writing the demo
// token's storage (as seedDex does for its liquidity provider), LUSD minted
// by its owner, the DEX liquidity provider, impersonated; SOL on the local
// Solana chain by its own airdrop. Devnet only.
import {
  DEMO_TOKEN_ADDRESS,
  DEX_LIQUIDITY_PROVIDER,
  demoDollarAbi,
  dexContracts,
  sendSolanaFunds,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Encoder,
} from '@solana/kit'
import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  numberToHex,
  pad,
  parseEther,
  parseUnits,
} from 'viem'

/**
 * The public devnet key of the on-ramp treasury that `npm start` uses
 * unless LATCH_API_ONRAMP_TREASURY_KEY is set. Never fund it anywhere real.
 */
export const DEVNET_ONRAMP_TREASURY_KEY =
  '0x7e3a1c0b5d9f2e4a6c8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a0c1b3d5f7e9a'

/**
 * The public devnet key (base58 of 32 bytes) of the on-ramp treasury on
 * the local Solana chain that `npm start` uses unless
 * LATCH_API_ONRAMP_SOLANA_TREASURY_KEY is set. Never fund it anywhere real.
 */
export const DEVNET_ONRAMP_SOLANA_TREASURY_KEY =
  'GpJXPsU15eBpWiBnmYDyyLBh7QpHirrx66uVZ3fp8xNT'

/**
 * Airdrops 1,000 SOL to the treasury of `key` (base58 of a 32-byte private
 * key) on the local Solana chain at `rpcUrl`; resolves with its address.
 *
 * @param {{ rpcUrl: string, key: string }} options
 */
export async function fundOnrampSolanaTreasury({ rpcUrl, key }) {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(
    new Uint8Array(getBase58Encoder().encode(key)),
  )
  try {
    await sendSolanaFunds(rpcUrl, signer.address, 1_000)
  } catch (error) {
    throw new Error(
      `funding the Solana on-ramp treasury failed: ${error instanceof Error ? error.message : error}`,
    )
  }
  return signer.address
}

/**
 * Gives `address` 1,000 ETH, 1,000,000 LDT and (when the DEX is deployed)
 * at least 1,000,000 LUSD on the anvil chain at `rpcUrl`.
 *
 * @param {{ rpcUrl: string, address: `0x${string}` }} options
 */
export async function fundOnrampTreasury({ rpcUrl, address }) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  /** @param {string} method @param {unknown[]} params */
  const anvil = (method, params) =>
    client.request({
      method: /** @type {never} */ (method),
      params: /** @type {never} */ (params),
    })
  await anvil('anvil_setBalance', [address, numberToHex(parseEther('1000'))])

  const ldt = /** @type {`0x${string}`} */ (DEMO_TOKEN_ADDRESS)
  const wantLdt = parseEther('1000000')
  const [held, supply] = await Promise.all([
    client.readContract({
      address: ldt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    }),
    client.readContract({
      address: ldt,
      abi: erc20Abi,
      functionName: 'totalSupply',
    }),
  ])
  // DemoToken's storage: totalSupply in slot 0, balanceOf in slot 1.
  const slot = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'uint256' }],
      [address, 1n],
    ),
  )
  const word = (/** @type {bigint} */ value) =>
    pad(numberToHex(value), { size: 32 })
  await anvil('anvil_setStorageAt', [ldt, slot, word(wantLdt)])
  await anvil('anvil_setStorageAt', [
    ldt,
    pad('0x0', { size: 32 }),
    word(supply - held + wantLdt),
  ])

  const lusd = dexContracts.DemoDollar
  const code = await client.getCode({ address: lusd })
  if (!code || code === '0x') return
  const wantLusd = parseUnits('1000000', 6)
  const lusdHeld = await client.readContract({
    address: lusd,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
  if (lusdHeld >= wantLusd) return
  await anvil('anvil_impersonateAccount', [DEX_LIQUIDITY_PROVIDER])
  try {
    const wallet = createWalletClient({
      account: DEX_LIQUIDITY_PROVIDER,
      transport: http(rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: lusd,
      abi: demoDollarAbi,
      functionName: 'mint',
      args: [address, wantLusd - lusdHeld],
      chain: null,
    })
    await waitForReceipt(client, hash)
  } finally {
    await anvil('anvil_stopImpersonatingAccount', [DEX_LIQUIDITY_PROVIDER])
  }
}
