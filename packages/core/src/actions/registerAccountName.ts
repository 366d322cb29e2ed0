import { ApiError } from '../api/ApiError.js'
import {
  ApiNotConfiguredError,
  InvalidAccountNameError,
  RegisterAccountNameError,
} from '../api/errors.js'
import { getApiContext } from '../api/getApiContext.js'
import { isValidAccountName } from '../api/isValidAccountName.js'
import { registerName } from '../api/registerName.js'
import { toCoinType } from '../api/toCoinType.js'
import type { NameRecord } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { signMessage } from './signMessage.js'

/** The suffix the Latch API registers names under by default. */
export const DEFAULT_NAME_SUFFIX = '.latch.id'

export type RegisterAccountNameParameters = {
  /** The label (`alice`) or the full name (`alice.latch.id`). */
  name: string
  /**
   * The suffix to sign with. Left out, the message carries the label alone
   * and the server adds its own configured suffix (`.latch.id` by default).
   */
  suffix?: string | undefined
}

/**
 * Registers a name for the active account: the wallet signs the message
 * `{ name, attributes, timestamp }` (EIP-191 personal_sign), then the API
 * verifies it (POST /v1/profile/account). On success the name becomes the
 * account's profile name. A refused signature throws
 * UserRejectedRequestError.
 * https://latch.dev/docs/core/actions/registerAccountName
 *
 * @example
 * const record = await registerAccountName(config, { name: 'alice' })
 */
export async function registerAccountName(
  config: Config,
  parameters: RegisterAccountNameParameters,
): Promise<NameRecord> {
  const { client } = getApiContext(config)
  if (!client) throw new ApiNotConfiguredError()
  const suffix = parameters.suffix ?? DEFAULT_NAME_SUFFIX
  const raw = parameters.name.trim().toLowerCase()
  const label = raw.endsWith(suffix) ? raw.slice(0, -suffix.length) : raw
  if (!isValidAccountName(label)) throw new InvalidAccountNameError(raw)
  const { address, caipAddress } = getAccount(config)
  if (!address || !caipAddress) throw new ConnectorNotConnectedError()
  const name = parameters.suffix ? `${label}${parameters.suffix}` : label
  const coinType = toCoinType(Number(getNetwork(config).chainId))
  const message = JSON.stringify({
    name,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const signature = await signMessage(config, { message, account: address })
  try {
    const record = await registerName(client, {
      coin_type: coinType,
      address,
      message,
      signature,
    })
    // The account's names entry, which the account button and the
    // Account view read, gets the new name first.
    const key = dataKey('names', caipAddress)
    const known = config._internal.data.get<readonly NameRecord[]>(key)?.data
    config._internal.data.set<readonly NameRecord[]>(key, [
      { ...record, name: record.name ?? name },
      ...(known ?? []).filter((n) => n.name !== (record.name ?? name)),
    ])
    config.events.emit('track', {
      event: 'REGISTER_NAME_SUCCESS',
      properties: { name },
    })
    return record
  } catch (cause) {
    config.events.emit('track', { event: 'REGISTER_NAME_ERROR' })
    throw new RegisterAccountNameError(
      cause instanceof ApiError ? cause.code : undefined,
      { cause },
    )
  }
}
