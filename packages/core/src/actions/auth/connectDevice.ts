import type { Config } from '../../types/config.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type ConnectDeviceReturnType = { action: 'VERIFY_OTP' }

/**
 * Waits until the visitor followed the device link e-mailed by
 * `connectEmail` (answer `VERIFY_DEVICE`); a code is then e-mailed, so
 * the next step is `connectOtp`.
 * https://latch.dev/docs/core/actions/connectDevice
 *
 * @example
 * await connectDevice(config)
 * pushView(config, { view: 'EmailVerifyOtp', email })
 */
export async function connectDevice(
  config: Config,
): Promise<ConnectDeviceReturnType> {
  const connector = requireAuthConnector(config)
  const { action } = await connector.connectDevice()
  return { action }
}
