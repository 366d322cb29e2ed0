import { type Address, isAddressEqual, numberToHex } from 'viem'
import type { Db } from '../../db/Db.js'
import type { Project } from '../../projects/Project.js'
import type { PaymasterSettings } from '../settings/BlockchainSettings.js'
import { decodeCallTargets } from './decodeCallTargets.js'
import { ENTRY_POINT_V07 } from './entryPointV07.js'
import { invalidParams, refused } from './PaymasterRpcError.js'
import { parseUserOperation } from './parseUserOperation.js'
import { readPaymasterPolicy } from './readPaymasterPolicy.js'
import { reserveSponsorship } from './reserveSponsorship.js'
import { signPaymasterData, stubPaymasterData } from './signPaymasterData.js'

export type HandlePaymasterCallParameters = {
  db: Db
  project: Project
  chainId: number
  paymaster: Address
  settings: PaymasterSettings & { signerKey: `0x${string}` }
  method: 'pm_getPaymasterStubData' | 'pm_getPaymasterData'
  params: unknown
  /** Unix seconds. @default now */
  now?: number
  /**
   * The chain's latest block time (unix seconds), which the EntryPoint
   * checks `validUntil` against: a devnet's clock may run ahead of ours.
   * @default now
   */
  chainNow?: number | undefined
}

/**
 * One ERC-7677 call, `params` `[userOp, entryPoint, chainId, context]`:
 * checks the input (-32602), then the project's policy (-32000 with
 * `data.reason`): on, chain sponsored, every call target allowed, the
 * sender's daily cap and the budget. The stub answers a dummy signature
 * with `sponsor` and `isFinal: false`; the final call reserves the
 * operation's maximum gas cost and signs.
 */
export async function handlePaymasterCall({
  db,
  project,
  chainId,
  paymaster,
  settings,
  method,
  params,
  now = Math.floor(Date.now() / 1000),
  chainNow = now,
}: HandlePaymasterCallParameters) {
  if (!Array.isArray(params) || params.length < 3 || params.length > 4)
    throw invalidParams('params must be [userOp, entryPoint, chainId, context]')
  const [rawOp, entryPoint, rawChainId, context] = params
  if (
    typeof entryPoint !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(entryPoint) ||
    !isAddressEqual(entryPoint as Address, ENTRY_POINT_V07)
  )
    throw invalidParams(
      `params[1]: this paymaster serves EntryPoint v0.7 (${ENTRY_POINT_V07}) only`,
    )
  if (
    typeof rawChainId !== 'string' ||
    !/^0x[0-9a-fA-F]{1,16}$/.test(rawChainId) ||
    Number(rawChainId) !== chainId
  )
    throw invalidParams(
      `params[2] must be the chain of the request, ${numberToHex(chainId)}`,
    )
  if (context !== undefined && context !== null && typeof context !== 'object')
    throw invalidParams('params[3] (context) must be an object or null')
  const stub = method === 'pm_getPaymasterStubData'
  const op = parseUserOperation(rawOp, { gas: stub ? 'optional' : 'required' })

  const caip = `eip155:${chainId}`
  const policy = await readPaymasterPolicy(db, project.id)
  if (!policy?.enabled)
    throw refused(
      'POLICY_DISABLED',
      `Gas sponsorship is off for project ${project.id}`,
    )
  if (!policy.chains.includes(caip))
    throw refused(
      'CHAIN_NOT_SPONSORED',
      `Project ${project.id} does not sponsor gas on ${caip}`,
    )
  const targets = [
    ...(op.factory ? [op.factory] : []),
    ...decodeCallTargets(op.callData),
  ]
  const foreign = targets.find(
    (target) =>
      !policy.allowedTargets.some((allowed) => isAddressEqual(allowed, target)),
  )
  if (foreign)
    throw refused(
      'TARGET_NOT_ALLOWED',
      `Calls to ${foreign} are not sponsored by project ${project.id}`,
    )

  const paymasterVerificationGasLimit =
    op.paymasterVerificationGasLimit || settings.verificationGasLimit
  const paymasterPostOpGasLimit =
    op.paymasterPostOpGasLimit ?? settings.postOpGasLimit
  const validUntil = Math.max(now, chainNow) + settings.validForSeconds
  const validAfter = 0
  // EntryPoint v0.7's required prefund: every gas limit at maxFeePerGas.
  const maxCost =
    (op.verificationGasLimit +
      op.callGasLimit +
      paymasterVerificationGasLimit +
      paymasterPostOpGasLimit +
      op.preVerificationGas) *
    op.maxFeePerGas
  await reserveSponsorship(db, {
    projectId: project.id,
    chainId: caip,
    sender: op.sender,
    nonce: op.nonce,
    maxCost: stub ? 0n : maxCost,
    policy,
    reserve: !stub,
  })
  const gas = {
    paymasterVerificationGasLimit: numberToHex(paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: numberToHex(paymasterPostOpGasLimit),
  }
  if (stub)
    return {
      paymaster,
      paymasterData: stubPaymasterData(validUntil, validAfter),
      ...gas,
      sponsor: { name: policy.sponsorName ?? project.name },
      isFinal: false,
    }
  const paymasterData = await signPaymasterData({
    userOperation: op,
    chainId,
    paymaster,
    paymasterVerificationGasLimit,
    paymasterPostOpGasLimit,
    validUntil,
    validAfter,
    signerKey: settings.signerKey,
  })
  return { paymaster, paymasterData, ...gas }
}
