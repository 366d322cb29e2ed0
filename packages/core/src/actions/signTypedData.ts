import { type BaseError, InvalidParamsRpcError } from '@latch/common'
import {
  type Address,
  getTypesForEIP712Domain,
  type Hex,
  serializeTypedData,
  type TypedData,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem'
import { getEip155Wallet } from '../transactions/eip155/getEip155Wallet.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import { InvalidWalletResponseError } from '../transactions/errors.js'
import type { Config } from '../types/config.js'

export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends keyof typedData | 'EIP712Domain' = keyof typedData,
> = TypedDataDefinition<typedData, primaryType> & {
  /** @default the active account */
  account?: Address | undefined
}

export type SignTypedDataReturnType = Hex

/**
 * InvalidParamsRpcError (the data does not match its types),
 * UserRejectedRequestError (4001), other provider errors.
 */
export type SignTypedDataErrorType = BaseError

/**
 * Asks the wallet for an EIP-712 signature (`eth_signTypedData_v4`). The
 * data is checked against its types and serialised by viem first.
 *
 * https://latch.dev/docs/core/actions/signTypedData
 *
 * @example
 * const signature = await signTypedData(config, {
 *   domain: { name: 'Mail', version: '1', chainId: 31337 },
 *   types: { Mail: [{ name: 'contents', type: 'string' }] },
 *   primaryType: 'Mail',
 *   message: { contents: 'hello' },
 * })
 */
export async function signTypedData<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(
  config: Config,
  parameters: SignTypedDataParameters<typedData, primaryType>,
): Promise<SignTypedDataReturnType> {
  const { account, ...rest } = parameters
  const given = rest as unknown as TypedDataDefinition
  // viem serialises the domain by its EIP712Domain type: derive it when the
  // caller left it out, as wallets do.
  const definition = {
    ...given,
    types: {
      EIP712Domain: getTypesForEIP712Domain({ domain: given.domain }),
      ...given.types,
    },
  } as TypedDataDefinition
  let json: string
  try {
    validateTypedData(definition)
    json = serializeTypedData(definition)
  } catch (error) {
    throw new InvalidParamsRpcError({
      cause: error,
      details: (error as { shortMessage?: string }).shortMessage,
    })
  }
  const wallet = await getEip155Wallet(config, { account })
  const signature = await walletRequest<unknown>(
    wallet.provider,
    'eth_signTypedData_v4',
    [wallet.address, json],
  )
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
    throw new InvalidWalletResponseError(
      'eth_signTypedData_v4',
      'expected a hex signature',
    )
  return signature as Hex
}
