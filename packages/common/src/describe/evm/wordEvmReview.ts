import type {
  EvmCallReview,
  EvmPermissionsReview,
  EvmTransactionReview,
  ReviewDecodedCall,
  ReviewField,
} from '../../embeddedProtocol/review.js'
import { formatBaseUnits as units } from '../formatBaseUnits.js'
import type {
  DescriptionRow,
  RequestDescription,
} from '../RequestDescription.js'
import type { EvmRequestReview } from './describeEvmRequest.js'
import type { EvmReviewText } from './EvmReviewText.js'
import { wordSwapRows } from './wordSwapRows.js'
import { wordTokenAmount } from './wordTokenAmount.js'

const MAX_VALUE = 4_000
const cut = (text: string) =>
  text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text

/** A decoded token call: action, token, parties, amounts. */
function decodedRows(
  text: EvmReviewText,
  call: ReviewDecodedCall,
  prefix: string,
): DescriptionRow[] {
  const amount =
    call.amount === undefined
      ? undefined
      : call.unlimited
        ? text.unlimited(call.symbol, call.token)
        : wordTokenAmount(text, call.amount, call)
  const rows: DescriptionRow[] = []
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined) rows.push({ label: prefix + label, value })
  }
  add(text.action, text.actionOf(call, amount))
  add(text.token, call.symbol ? `${call.symbol} (${call.token})` : call.token)
  add(text.owner, call.owner)
  add(text.from, call.from)
  add(text.to, call.to)
  add(text.spender, call.spender)
  add(text.operator, call.operator)
  add(text.tokenId, call.tokenId)
  add(text.amount, amount)
  add(
    text.deadline,
    call.deadline === undefined
      ? undefined
      : (text.timestamp?.(call.deadline) ?? call.deadline),
  )
  for (const [i, id] of (call.ids ?? []).entries())
    add(`${text.tokenId} ${id}`, call.amounts?.[i])
  return rows
}

/** One call: receiver, value, token call or swap, data, gas, fees, nonce. */
function callRows(
  text: EvmReviewText,
  call: EvmCallReview,
  review: EvmTransactionReview,
  prefix: string,
  index: number,
): DescriptionRow[] {
  const { symbol, decimals } = review.currency
  const gwei = (wei: string) => text.gwei(units(wei, 9))
  const rows: DescriptionRow[] = [
    { label: prefix + text.to, value: call.to ?? text.newContract },
    {
      label: prefix + text.value,
      value: text.nativeAmount(units(call.value, decimals), symbol),
    },
    ...(call.decoded ? decodedRows(text, call.decoded, prefix) : []),
    ...(call.swap
      ? wordSwapRows(
          text,
          call.swap,
          prefix,
          review.warnings.some(
            (w) => w.kind === 'swapRecipient' && w.call === index + 1,
          ),
        )
      : []),
    {
      label: prefix + text.data,
      value: text.dataValue(call.data, call.dataBytes),
    },
  ]
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined) rows.push({ label: prefix + label, value })
  }
  add(text.gasLimit, call.gas)
  if (call.gasPrice !== undefined) add(text.gasPrice, gwei(call.gasPrice))
  else {
    if (call.maxFeePerGas !== undefined)
      add(text.maxFeePerGas, gwei(call.maxFeePerGas))
    if (call.maxPriorityFeePerGas !== undefined)
      add(text.maxPriorityFeePerGas, gwei(call.maxPriorityFeePerGas))
  }
  add(text.nonce, call.nonce?.toString())
  return rows
}

/** Fee and simulation of a transaction request. */
function totalRows(
  text: EvmReviewText,
  review: EvmTransactionReview,
): DescriptionRow[] {
  const { symbol, decimals } = review.currency
  const native = (wei: string) =>
    text.nativeAmount(units(wei, decimals), symbol)
  const sponsor = review.smartAccount?.sponsor
  const fee = sponsor
    ? text.sponsoredFee(sponsor.name)
    : review.maxFee !== undefined
      ? review.maxFeeUsd === undefined
        ? native(review.maxFee)
        : `${native(review.maxFee)} (${text.usd(review.maxFeeUsd)})`
      : review.feeError !== undefined
        ? text.feeUnavailable(review.feeError)
        : text.estimating
  const { simulation } = review
  const changes =
    simulation.status === 'pending'
      ? text.simulating
      : simulation.status !== 'ok'
        ? text.simulationUnavailable
        : simulation.changes.length === 0
          ? text.noBalanceChanges
          : simulation.changes
              .map((change) => {
                const negative = change.delta.startsWith('-')
                const size = negative ? change.delta.slice(1) : change.delta
                return text.balanceChange(
                  negative,
                  change.token === 'native'
                    ? native(size)
                    : wordTokenAmount(text, size, change),
                )
              })
              .join('\n')
  return [
    { label: text.maxNetworkFee, value: fee },
    { label: text.balanceChanges, value: changes, block: true },
  ]
}

/** One on-chain limit of a session grant. */
function limitRow(
  text: EvmReviewText,
  limit: EvmPermissionsReview['limits'][number],
): DescriptionRow {
  if (limit.kind === 'calls')
    return {
      label: text.allowedCalls,
      value: [...limit.targets, ...limit.selectors].join('\n'),
      block: true,
    }
  if (limit.kind === 'erc20Total')
    return {
      label: text.spendingLimit,
      value: text.tokenAmount(limit.amount, undefined, limit.token),
    }
  const amount = text.nativeAmount(
    units(limit.amount, limit.decimals),
    limit.symbol,
  )
  return {
    label: text.spendingLimit,
    value:
      limit.kind === 'nativePeriod'
        ? text.everyPeriod(amount, limit.period)
        : amount,
  }
}

/** A session grant: account, the app's key, expiry, each on-chain limit. */
function permissionRows(
  text: EvmReviewText,
  review: EvmPermissionsReview,
): DescriptionRow[] {
  const expiry = String(review.expiry)
  return [
    {
      label: text.smartAccount,
      value: review.deploys
        ? text.accountCreated(review.account)
        : review.account,
    },
    { label: text.sessionKey, value: review.sessionKey },
    { label: text.expires, value: text.timestamp?.(expiry) ?? expiry },
    ...review.limits.map((limit) => limitRow(text, limit)),
  ]
}

/** Typed-data fields as rows, by path: exactly those that are signed. */
function fieldRows(
  text: EvmReviewText,
  fields: ReviewField[],
  path = '',
): DescriptionRow[] {
  return fields.flatMap((field) =>
    field.fields
      ? fieldRows(text, field.fields, `${path}${field.name}.`)
      : [
          {
            label: text.typedField(`${path}${field.name}`, field.type),
            value: cut(field.value ?? ''),
          },
        ],
  )
}

function rowsOf(
  text: EvmReviewText,
  review: EvmRequestReview,
): DescriptionRow[] {
  if (review.kind === 'message')
    return [
      {
        label: text.message,
        value: cut(review.text ?? review.hex ?? ''),
        block: true,
      },
    ]
  if (review.kind === 'typedData')
    return review.primaryType === ''
      ? []
      : [
          {
            label: text.domain,
            value: review.domain.map((f) => `${f.name}: ${f.value}`).join('\n'),
            block: true,
          },
          { label: text.primaryType, value: review.primaryType },
          ...fieldRows(text, review.fields),
        ]
  if (review.kind === 'permissions') return permissionRows(text, review)
  const many = review.calls.length > 1
  const account = review.smartAccount
  return [
    ...(account
      ? [
          {
            label: text.smartAccount,
            value: account.deploys
              ? text.accountCreated(account.address)
              : account.address,
          },
        ]
      : []),
    ...review.calls.flatMap((call, index) =>
      callRows(
        text,
        call,
        review,
        many ? `${text.call(index + 1)} · ` : '',
        index,
      ),
    ),
    ...totalRows(text, review),
  ]
}

/**
 * An EVM request's review (`describeEvmRequest`, or the embedded-wallet
 * service's) in the words of `text`, one layout for every screen: the
 * message; typed data's domain, primary type and each signed field by
 * path; per call (prefixed in a batch) the receiver, value, decoded token
 * call (action, token, parties, amount, "unlimited") or swap (paid,
 * minimum received, recipient, deadline), calldata, gas limit,
 * max fee and priority fee per gas (or gas price) and nonce; the maximum
 * network fee (and USD) or why it is unknown; the simulated balance
 * changes. Warnings once each. Plain text only: the describers reveal
 * invisible characters in what they decode.
 *
 * @example
 * wordEvmReview('personal_sign', describeEvmMessage('0x6869'), frameText.evm)
 * // { title: 'Sign a message', details: [{ label: 'Message', value: 'hi', block: true }], warnings: [] }
 */
export function wordEvmReview(
  method: string,
  review: EvmRequestReview,
  text: EvmReviewText,
): RequestDescription {
  const batch =
    method === 'wallet_sendCalls' ||
    (review.kind === 'transaction' && review.calls.length > 1)
  const word = text.warnings as Record<
    string,
    (warning: unknown, batch: boolean) => string
  >
  return {
    title: text.title(
      method,
      review.kind === 'transaction' ? review.calls.length : 1,
    ),
    details: rowsOf(text, review),
    warnings: [
      ...new Set(review.warnings.map((w) => word[w.kind]?.(w, batch) ?? '')),
    ],
  }
}
