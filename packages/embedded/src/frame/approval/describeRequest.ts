import { formatUnits } from '@latch/common'
import type {
  EmbeddedReview,
  EvmCallReview,
  ReviewDecodedCall,
  ReviewField,
  ReviewWarning,
} from '@latch/common/embedded-protocol'
import { frameText } from '../text.js'

/**
 * One line of the approval screen; `block` values show preformatted,
 * `warning` ones in the warning colour.
 */
export type RequestDetail = {
  label: string
  value: string
  block?: boolean
  warning?: boolean
}

export type RequestDescription = {
  title: string
  details: RequestDetail[]
  /** Shown above the details as warnings (role="alert"). */
  warnings?: string[]
}

const MAX_VALUE = 4_000
const cut = (text: string) =>
  text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text

const units = (amount: string, decimals: number) => {
  try {
    return formatUnits(BigInt(amount), decimals)
  } catch {
    return amount
  }
}

const titles: Record<string, string> = {
  personal_sign: frameText.personalSign,
  eth_signTypedData_v4: frameText.signTypedData,
  eth_sendTransaction: frameText.sendTransaction,
  wallet_sendCalls: frameText.sendCalls,
}

/** The words of one service warning. */
function warningText(warning: ReviewWarning): string {
  switch (warning.kind) {
    case 'unlimitedApproval':
      return frameText.unlimitedApproval(warning.spender, warning.token)
    case 'simulationReverted':
      return frameText.simulationReverted(warning.call, warning.reason)
    case 'ignoredFields':
      return frameText.ignoredFields(warning.count)
    case 'invisibleCharacters':
      return frameText.invisibleCharacters(warning.count)
    case 'otherChain':
      return frameText.otherChain(warning.signedFor, warning.current)
  }
}

/** A decoded token call: action, token, parties, amount ("Unlimited"). */
function decodedDetails(call: ReviewDecodedCall, prefix: string) {
  const details: RequestDetail[] = []
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined) details.push({ label: prefix + label, value })
  }
  add(
    frameText.action,
    call.kind === 'setApprovalForAll' && !call.approved
      ? frameText.revokeAll
      : (frameText.actions[call.kind] ?? call.kind),
  )
  add(
    frameText.token,
    call.symbol ? `${call.symbol} (${call.token})` : call.token,
  )
  add(frameText.owner, call.owner)
  add(frameText.from, call.from)
  add(frameText.to, call.to)
  add(frameText.spender, call.spender)
  add(frameText.operator, call.operator)
  add(frameText.tokenId, call.tokenId)
  if (call.amount !== undefined)
    add(
      frameText.amount,
      call.unlimited
        ? frameText.unlimited
        : call.decimals === undefined
          ? call.amount
          : `${units(call.amount, call.decimals)} ${call.symbol ?? ''}`.trim(),
    )
  for (const [i, id] of (call.ids ?? []).entries())
    add(`${frameText.tokenId} ${id}`, call.amounts?.[i])
  return details
}

/** Typed-data fields as dotted paths, exactly those the service signs. */
function fieldDetails(fields: ReviewField[], path = ''): RequestDetail[] {
  return fields.flatMap((field) =>
    field.fields
      ? fieldDetails(field.fields, `${path}${field.name}.`)
      : [{ label: `${path}${field.name}`, value: cut(field.value ?? '') }],
  )
}

/**
 * An EVM request in words, from the service's review of exactly what it
 * stored and will sign (POST /rpc/prepare): the message; typed data's
 * domain and typed fields; per call the receiver, value, decoded token
 * call (else the data size), gas limit and max fee per gas; the maximum
 * network fee (and USD); the simulated balance changes; the warnings.
 * Plain text only (the screen never parses it as HTML).
 */
export function describeRequest(
  method: string,
  review: EmbeddedReview,
): RequestDescription {
  const title = titles[method] ?? frameText.otherMethod(method)
  const warnings = (
    (review as { warnings?: ReviewWarning[] }).warnings ?? []
  ).map(warningText)
  const details: RequestDetail[] = []
  if (review.namespace === 'solana') return { title, details, warnings }
  if (review.kind === 'message')
    details.push({
      label: frameText.message,
      value: cut(review.text ?? review.hex ?? ''),
      block: true,
    })
  if (review.kind === 'typedData')
    details.push(
      {
        label: frameText.domain,
        value: review.domain.map((f) => `${f.name}: ${f.value}`).join('\n'),
        block: true,
      },
      { label: frameText.primaryType, value: review.primaryType },
      ...fieldDetails(review.fields),
    )
  if (review.kind === 'transaction') {
    const { symbol, decimals } = review.currency
    const native = (wei: string) => `${units(wei, decimals)} ${symbol}`
    const many = review.calls.length > 1
    review.calls.forEach((call: EvmCallReview, index) => {
      const prefix = many ? `${frameText.call(index + 1)} · ` : ''
      details.push(
        {
          label: prefix + frameText.to,
          value: call.to ?? frameText.newContract,
        },
        { label: prefix + frameText.value, value: native(call.value) },
        ...(call.decoded
          ? decodedDetails(call.decoded, prefix)
          : [
              {
                label: prefix + frameText.data,
                value: frameText.dataBytes(call.dataBytes),
              },
            ]),
        { label: prefix + frameText.gasLimit, value: call.gas },
        {
          label: prefix + frameText.maxFeePerGas,
          value: frameText.gwei(units(call.maxFeePerGas, 9)),
        },
      )
    })
    details.push({
      label: frameText.maxNetworkFee,
      value:
        review.maxFeeUsd === undefined
          ? native(review.maxFee)
          : `${native(review.maxFee)} (${frameText.usd(review.maxFeeUsd)})`,
    })
    const { simulation } = review
    details.push({
      label: frameText.balanceChanges,
      value:
        simulation.status !== 'ok'
          ? frameText.simulationUnavailable
          : simulation.changes.length === 0
            ? frameText.noBalanceChanges
            : simulation.changes
                .map((c) => {
                  const places =
                    c.decimals ?? (c.token === 'native' ? decimals : undefined)
                  const amount =
                    places === undefined ? c.delta : units(c.delta, places)
                  const sign = amount.startsWith('-') ? '' : '+'
                  const name =
                    c.symbol ?? (c.token === 'native' ? symbol : c.token)
                  return `${sign}${amount} ${name}`
                })
                .join('\n'),
      block: true,
    })
  }
  return { title, details, warnings }
}
