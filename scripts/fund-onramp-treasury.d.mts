export const DEVNET_ONRAMP_TREASURY_KEY: `0x${string}`
export function fundOnrampTreasury(options: {
  rpcUrl: string
  address: `0x${string}`
}): Promise<void>
export const DEVNET_ONRAMP_SOLANA_TREASURY_KEY: string
export function fundOnrampSolanaTreasury(options: {
  rpcUrl: string
  key: string
}): Promise<string>
