import type { HybridDeleGatorAccount } from '@latch/common/smart-account'
import {
  type Address,
  type Hex,
  hexToBigInt,
  http,
  numberToHex,
  RpcError,
} from 'viem'
import {
  type BundlerClient,
  createPaymasterClient,
} from 'viem/account-abstraction'
import { EmbeddedError, embeddedErrors } from '../http/EmbeddedError.js'
import type { ParsedTransaction } from '../rpc/parseTransactionRequest.js'
import { toChainRpcError } from '../rpc/toChainRpcError.js'

/**
 * A user operation as /rpc/prepare stores it and /rpc signs it: every
 * field but the signature, quantities in hex.
 */
export type StoredUserOperation = {
  sender: Address
  nonce: Hex
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: Hex
  verificationGasLimit: Hex
  preVerificationGas: Hex
  maxFeePerGas: Hex
  maxPriorityFeePerGas: Hex
  /** Sponsored: the paymaster (ERC-7677) pays the gas, the user nothing. */
  paymaster?: Address | undefined
  paymasterData?: Hex | undefined
  paymasterVerificationGasLimit?: Hex | undefined
  paymasterPostOpGasLimit?: Hex | undefined
  /** Who sponsors, as the paymaster's stub answer named it. */
  sponsor?: { name: string } | undefined
}

/**
 * A paymaster service (ERC-7677) the caller asked to sponsor with, and the
 * host page's origin the request is made for (sent as `Origin`: a
 * project's paymaster serves its allowed origins).
 */
export type PaymasterService = {
  url: string
  context?: unknown
  origin?: string | undefined
}

/**
 * Gas added to the bundler's verification estimate. Bundlers (Alto)
 * estimate at a 1-wei gas price, where a deployed account's EntryPoint
 * deposit already covers the prefund, so the estimate leaves out the
 * account's payment to the EntryPoint that the real price makes it send:
 * the second and later operations then fail AA26 (measured: under 1,000
 * gas short). Unused verification gas is not charged.
 */
const VERIFICATION_GAS_MARGIN = 15_000n

/** Fees the bundler asks for (Alto's `pimlico_getUserOperationGasPrice`), else the node's. */
async function estimateFees(bundler: BundlerClient) {
  try {
    const prices = (await bundler.request({
      method: 'pimlico_getUserOperationGasPrice' as never,
    })) as { standard: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
    return {
      maxFeePerGas: hexToBigInt(prices.standard.maxFeePerGas),
      maxPriorityFeePerGas: hexToBigInt(prices.standard.maxPriorityFeePerGas),
    }
  } catch {
    const client = bundler.client
    if (!client) throw new Error('the bundler client has no chain client')
    const { estimateFeesPerGas } = await import('viem/actions')
    return estimateFeesPerGas(client, { chain: client.chain, type: 'eip1559' })
  }
}

/**
 * One user operation running `transactions` as the account's calls (one
 * atomic ERC-7579 batch when several): nonce from the EntryPoint, the
 * account's deployment while it has no code, gas limits from the
 * bundler's estimate, fees from the bundler (else the node). The caller's
 * gas and fee hints are not used: the bundler's figures are the ones it
 * accepts. With `paymasterService` (ERC-7677), its stub and then its
 * signed data for the estimated operation: sponsored.
 */
export async function prepareUserOperation(
  {
    account,
    bundler,
  }: { account: HybridDeleGatorAccount; bundler: BundlerClient },
  transactions: readonly ParsedTransaction[],
  {
    paymasterService,
  }: { paymasterService?: PaymasterService | undefined } = {},
): Promise<StoredUserOperation> {
  const calls = transactions.map((tx) => {
    if (!tx.to)
      throw embeddedErrors.badRequest(
        'A smart account sends calls, not contract creations',
      )
    return { to: tx.to, value: tx.value ?? 0n, data: tx.data ?? '0x' }
  })
  try {
    const fees = await estimateFees(bundler)
    let sponsor: { name: string } | undefined
    const paymasterClient = paymasterService
      ? createPaymasterClient({
          transport: http(paymasterService.url, {
            timeout: 10_000,
            retryCount: 0,
            ...(paymasterService.origin && {
              fetchOptions: { headers: { origin: paymasterService.origin } },
            }),
          }),
        })
      : undefined
    const op = await bundler.prepareUserOperation({
      account,
      calls,
      ...fees,
      ...(paymasterClient && {
        paymaster: {
          async getPaymasterStubData(parameters) {
            const stub = await paymasterClient
              .getPaymasterStubData(parameters)
              .catch(paymasterRefused)
            const name = (stub as { sponsor?: { name?: unknown } }).sponsor
              ?.name
            if (typeof name === 'string') sponsor = { name: name.slice(0, 64) }
            return stub
          },
          getPaymasterData: (parameters) =>
            paymasterClient
              .getPaymasterData(parameters)
              .catch(paymasterRefused),
        },
        paymasterContext: paymasterService?.context,
      }),
    })
    return {
      sender: op.sender,
      nonce: numberToHex(op.nonce),
      ...(op.factory
        ? { factory: op.factory, factoryData: op.factoryData }
        : {}),
      callData: op.callData,
      callGasLimit: numberToHex(op.callGasLimit),
      // Sponsored, the account pays the EntryPoint nothing (and the
      // paymaster signed these limits): no margin.
      verificationGasLimit: numberToHex(
        op.paymaster
          ? op.verificationGasLimit
          : op.verificationGasLimit + VERIFICATION_GAS_MARGIN,
      ),
      preVerificationGas: numberToHex(op.preVerificationGas),
      maxFeePerGas: numberToHex(op.maxFeePerGas),
      maxPriorityFeePerGas: numberToHex(op.maxPriorityFeePerGas),
      ...(op.paymaster && {
        paymaster: op.paymaster,
        paymasterData: op.paymasterData,
        paymasterVerificationGasLimit: numberToHex(
          op.paymasterVerificationGasLimit ?? 0n,
        ),
        paymasterPostOpGasLimit: numberToHex(op.paymasterPostOpGasLimit ?? 0n),
        ...(sponsor && { sponsor }),
      }),
    }
  } catch (cause) {
    throw toChainRpcError(cause)
  }
}

/**
 * A paymaster's refusal (a JSON-RPC error: policy, budget, target) as the
 * user reads it: 400 `paymaster_refused` with the paymaster's own words;
 * an unreachable paymaster stays a transport error.
 */
function paymasterRefused(cause: unknown): never {
  if (cause instanceof RpcError)
    throw new EmbeddedError(
      400,
      'paymaster_refused',
      `Gas sponsorship refused: ${String(cause.details).slice(0, 300)}`,
      { cause },
    )
  throw cause
}

/** The most the operation can cost its sender, in wei: none when sponsored. */
export const maxUserOperationCost = (op: StoredUserOperation): bigint =>
  op.paymaster
    ? 0n
    : (hexToBigInt(op.callGasLimit) +
        hexToBigInt(op.verificationGasLimit) +
        hexToBigInt(op.preVerificationGas)) *
      hexToBigInt(op.maxFeePerGas)
