import {
  describeEvmMessage,
  describeEvmTypedData,
} from '@latch/common/describe'
import type { EmbeddedReview } from '@latch/common/embedded-protocol'
import type { Address } from 'viem'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import { passkeyErrors } from '../passkey/passkeyErrors.js'
import {
  isSessionMethod,
  prepareSessionRequest,
} from '../sessions/prepareSessionRequest.js'
import {
  assertSmartAccountChain,
  loadUserSmartAccount,
  smartAccountAddressOf,
  userSmartAccountAddress,
} from '../smartAccount/loadUserSmartAccount.js'
import { prepareUserOperation } from '../smartAccount/prepareUserOperation.js'
import { readPaymasterService } from '../smartAccount/readPaymasterService.js'
import { reviewUserOperation } from '../smartAccount/reviewUserOperation.js'
import type { EmbeddedRpcCall } from './EmbeddedRpcCall.js'
import { paramsList } from './paramsList.js'
import { parseTransactionRequest } from './parseTransactionRequest.js'
import { prepareEvmTransactions } from './prepareEvmTransactions.js'
import { reviewEvmTransactions } from './reviewEvmTransactions.js'

const sameAddress = (value: unknown, address: string) =>
  typeof value === 'string' && value.toLowerCase() === address.toLowerCase()

/**
 * Who signs a message for `from`: the user's key, or their smart account
 * (`{ smartAccount: true }`: an ERC-1271 signature, ERC-6492 wrapped until
 * it is deployed); undefined for any other address.
 */
function signerFor(
  from: unknown,
  address: Address,
): { smartAccount?: true } | undefined {
  if (sameAddress(from, address)) return {}
  if (sameAddress(from, smartAccountAddressOf(address)))
    return { smartAccount: true }
  return undefined
}

/** What a passkey user's account signs (the frame, with the passkey). */
const PASSKEY_METHODS = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'personal_sign',
  'eth_signTypedData_v4',
])

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
  // A passkey user's account sends transactions and signs messages; the
  // frame signs them (not sessions yet).
  const { passkey } = session.user
  if (passkey && !PASSKEY_METHODS.has(method)) throw passkeyErrors.unsupported()
  // Smart sessions (ERC-7715): their own preparation.
  if (isSessionMethod(method))
    return prepareSessionRequest(context, { session, chain, method, params })
  const address = session.user.address
  const signerOf = (from: unknown) => {
    // A passkey user's address is their smart account, signed for by the
    // frame (`signPasskeyMessage`).
    const signer = passkey
      ? sameAddress(from, address)
        ? {
            smartAccount: true as const,
            passkey,
            passkeyAccount: session.user.passkeyAccount,
          }
        : undefined
      : signerFor(from, address)
    if (signer?.smartAccount) assertSmartAccountChain(chain)
    return signer
  }
  switch (method) {
    case 'personal_sign': {
      const [message, from] = paramsList(params)
      const signer = signerOf(from)
      if (typeof message !== 'string' || !signer)
        throw embeddedErrors.badRequest(
          'personal_sign needs [message, address of this session]',
        )
      return {
        stored: { message, ...signer },
        review: describeEvmMessage(message),
      }
    }
    case 'eth_signTypedData_v4': {
      const [from, data] = paramsList(params)
      const signer = signerOf(from)
      if (!signer)
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
      // The smart account's own domain signs its user operations: a page
      // gets such a signature only as a transaction the user reviews.
      const domain = typedData.domain as Record<string, unknown>
      if (
        signer.smartAccount &&
        domain.name === 'HybridDeleGator' &&
        sameAddress(domain.verifyingContract, String(from))
      )
        throw embeddedErrors.badRequest(
          'typedData in the account’s own domain (its user operations) is not signed as a message',
        )
      return { stored: { typedData, ...signer }, review }
    }
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      let calls: unknown[]
      let from: unknown
      let capabilities: unknown
      if (method === 'eth_sendTransaction') {
        calls = [paramsList(params)[0]]
        from = (calls[0] as { from?: unknown } | undefined)?.from
      } else {
        const request = (paramsList(params)[0] ?? {}) as {
          calls?: unknown
          from?: unknown
          capabilities?: unknown
        }
        if (
          !Array.isArray(request.calls) ||
          request.calls.length === 0 ||
          request.calls.length > 16
        )
          throw embeddedErrors.badRequest('wallet_sendCalls needs 1–16 calls')
        calls = request.calls
        from = request.from
        capabilities = request.capabilities
      }
      // From the user's smart account: one user operation.
      const smartAccount = userSmartAccountAddress(session.user)
      if (sameAddress(from, smartAccount) || (passkey && from === undefined)) {
        assertSmartAccountChain(chain)
        const parsed = calls.map((call) =>
          parseTransactionRequest(call, { from: smartAccount }),
        )
        const paymasterService = readPaymasterService(
          capabilities,
          context.settings.paymasterOrigins,
        )
        const loaded = await loadUserSmartAccount(context, { session, chain })
        const op = await prepareUserOperation(loaded, parsed, {
          paymasterService: paymasterService && {
            ...paymasterService,
            ...(session.origin && { origin: session.origin }),
          },
        })
        const review = await reviewUserOperation(chain, {
          account: loaded.account,
          op,
          prices: context.prices,
        })
        // A passkey user's operation is signed by the frame, over these bytes.
        return {
          stored: {
            userOperation: op,
            ...(passkey && {
              passkey,
              passkeyAccount: session.user.passkeyAccount,
            }),
          },
          review,
        }
      }
      if (from !== undefined && !sameAddress(from, address))
        throw embeddedErrors.badRequest(
          'from is not the account of this session',
        )
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
