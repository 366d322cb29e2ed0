import { decodeExecution } from '@latch/common/smart-account'
import {
  type Address,
  decodeFunctionData,
  getAddress,
  type Hex,
  parseAbi,
} from 'viem'
import { refused } from './PaymasterRpcError.js'

const accountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function execute((address target, uint256 value, bytes callData) execution)',
])

/**
 * The contracts a DeleGator user operation calls, read from its `callData`:
 * ERC-7579 `execute(bytes32 mode, bytes executionCalldata)` in the default
 * single or batch mode (`decodeExecution` of @latch/common/smart-account),
 * or the DeleGator's `execute((target, value, data))`. Empty call data (a
 * deployment alone) calls nothing. Anything else — another function,
 * delegatecall, try-mode, an empty batch — is refused
 * (`TARGET_NOT_ALLOWED`).
 */
export function decodeCallTargets(callData: Hex): Address[] {
  if (callData === '0x') return []
  let args: readonly unknown[]
  try {
    args = decodeFunctionData({ abi: accountAbi, data: callData }).args
  } catch {
    throw refused(
      'TARGET_NOT_ALLOWED',
      "Only calls through the account's execute (ERC-7579 single or batch) are sponsored",
    )
  }
  const [first, second] = args
  if (typeof first === 'object' && first !== null)
    return [getAddress((first as { target: Address }).target)]
  const mode = first as Hex
  let targets: Address[]
  try {
    targets = decodeExecution(mode, second as Hex).map((call) =>
      getAddress(call.to),
    )
  } catch {
    targets = []
  }
  if (targets.length === 0)
    throw refused(
      'TARGET_NOT_ALLOWED',
      `Execution mode ${mode} is not sponsored: only the default single and batch calls of ERC-7579`,
    )
  return targets
}
