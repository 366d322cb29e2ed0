import {
  describeEvmMessage,
  describeEvmTypedData,
} from '@latch/common/describe'
import type { EmbeddedReview } from '@latch/common/embedded-protocol'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { EmbeddedRpcCall } from './EmbeddedRpcCall.js'
import { paramsList } from './paramsList.js'
import { parseTransactionRequest } from './parseTransactionRequest.js'
import { prepareEvmTransactions } from './prepareEvmTransactions.js'
import { reviewEvmTransactions } from './reviewEvmTransactions.js'

const sameAddress = (value: unknown, address: string) =>
  typeof value === 'string' && value.toLowerCase() === address.toLowerCase()

/** A request as it will be signed (`stored`), and the service's review. */
export type RequestToSign = {
  stored: Record<string, unknown>
  review: EmbeddedReview
}

/**
 * An EVM signing request, normalised into exactly what /rpc will sign
 * (`stored`), and the service's review of it (the describers of
 * `@latch/common/describe`): personal_sign's message, typed data
 * (checked, only its typed fields; refused → 400), transactions with gas
 * and fees set by the service (`prepareEvmTransactions`), decoded and
 * simulated (`reviewEvmTransactions`). Malformed → 400 before the user is
 * asked anything.
 */
export async function prepareEvmRequest(
  context: EmbeddedContext,
  { session, chain, method, params }: EmbeddedRpcCall<ChainSettings>,
): Promise<RequestToSign> {
  const address = session.user.address
  switch (method) {
    case 'personal_sign': {
      const [message, from] = paramsList(params)
      if (typeof message !== 'string' || !sameAddress(from, address))
        throw embeddedErrors.badRequest(
          'personal_sign needs [message, address of this session]',
        )
      return { stored: { message }, review: describeEvmMessage(message) }
    }
    case 'eth_signTypedData_v4': {
      const [from, data] = paramsList(params)
      if (!sameAddress(from, address))
        throw embeddedErrors.badRequest(
          'eth_signTypedData_v4 needs [address of this session, typedData]',
        )
      // Signed with the domain type viem derives from the domain's fields.
      const { typedData, review } = describeEvmTypedData(data, {
        chainId: chain.chainId,
        deriveDomainType: true,
      })
      // What the screen could not show in full, or viem cannot sign: 400.
      if (!typedData) {
        const refused = review.warnings.find(
          (w) => w.kind === 'typedDataRefused',
        )
        throw embeddedErrors.badRequest(refused?.detail ?? 'typedData')
      }
      return { stored: { typedData }, review }
    }
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      let calls: unknown[]
      if (method === 'eth_sendTransaction') calls = [paramsList(params)[0]]
      else {
        const request = (paramsList(params)[0] ?? {}) as {
          calls?: unknown
          from?: unknown
        }
        if (
          !Array.isArray(request.calls) ||
          request.calls.length === 0 ||
          request.calls.length > 16
        )
          throw embeddedErrors.badRequest('wallet_sendCalls needs 1–16 calls')
        if (request.from !== undefined && !sameAddress(request.from, address))
          throw embeddedErrors.badRequest(
            'from is not the account of this session',
          )
        calls = request.calls
      }
      const transactions = await prepareEvmTransactions(chain, {
        from: address,
        transactions: calls.map((call) =>
          parseTransactionRequest(call, { from: address }),
        ),
      })
      const review = await reviewEvmTransactions(chain, {
        from: address,
        transactions,
        prices: context.prices,
      })
      return { stored: { transactions }, review }
    }
  }
  throw embeddedErrors.rpcNotAllowed()
}
