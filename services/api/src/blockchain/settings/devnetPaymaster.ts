/**
 * The devnet's verifying-paymaster signer key, `DEV_PAYMASTER_SIGNER_KEY`
 * of `@latch/devnet` (a test keeps them equal). Public: the default only on
 * the devnet chains.
 */
export const DEVNET_PAYMASTER_SIGNER_KEY =
  '0xdcecec3ae9822427442aaf3488bf4f2d0e69d491efed341fbc2adf4724937bf1' as const

/**
 * Where `seedPaymaster` of `@latch/devnet` deploys the VerifyingPaymaster
 * for that signer (`paymasterAddress`; a test keeps them equal).
 */
export const DEVNET_PAYMASTER_ADDRESS =
  '0xa5d507f687e220195a3d8C1c4E68A4D78e5d2720' as const
