import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  erc721Abi,
  type Hex,
  parseAbi,
} from 'viem'

/**
 * Approvals at or above 2^255 are "unlimited": wallets and dapps ask for
 * max uint256 (or max int256) meaning "forever", never a real amount.
 */
export const UNLIMITED_APPROVAL_THRESHOLD = 2n ** 255n

/** A contract call the approval screens can name (token standard + kind). */
export type DecodedEvmCall =
  | {
      standard: 'erc20'
      kind: 'transfer' | 'transferFrom'
      token: Address
      from?: Address | undefined
      to: Address
      amount: bigint
    }
  | {
      standard: 'erc20'
      kind: 'approve' | 'increaseAllowance'
      token: Address
      spender: Address
      amount: bigint
      unlimited: boolean
    }
  | {
      standard: 'erc20'
      kind: 'permit'
      token: Address
      owner: Address
      spender: Address
      amount: bigint
      deadline: bigint
      unlimited: boolean
    }
  | {
      standard: 'erc721'
      kind: 'transferFrom' | 'safeTransferFrom'
      token: Address
      from: Address
      to: Address
      tokenId: bigint
    }
  | {
      standard: 'erc721'
      kind: 'approve'
      token: Address
      spender: Address
      tokenId: bigint
    }
  | {
      /** ERC-721 and ERC-1155 share this selector: 'erc721' stands for both. */
      standard: 'erc721'
      kind: 'setApprovalForAll'
      token: Address
      operator: Address
      approved: boolean
      /** The operator may move every token of the collection. */
      unlimited: boolean
    }
  | {
      standard: 'erc1155'
      kind: 'safeTransferFrom' | 'safeBatchTransferFrom'
      token: Address
      from: Address
      to: Address
      ids: bigint[]
      amounts: bigint[]
    }

// The ABI fragments viem's erc20Abi/erc721Abi lack.
const extraAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
])

function decode(abi: readonly unknown[], data: Hex) {
  try {
    return decodeFunctionData({ abi: abi as typeof erc20Abi, data }) as {
      functionName: string
      args: readonly unknown[]
    }
  } catch {
    return undefined
  }
}

/**
 * Names a call to a token contract from its calldata (viem's
 * `decodeFunctionData` with viem's ERC-20/ERC-721 ABIs and fragments for
 * `increaseAllowance`, EIP-2612 `permit` and ERC-1155): transfers,
 * approvals (`unlimited` at ≥ 2^255) and operator grants. Undefined when
 * there is no calldata, no receiver, or the selector is none of these.
 * ERC-20 and ERC-721 share `transferFrom`/`approve` selectors; the
 * calldata cannot tell them apart, so those decode as ERC-20 (the
 * screens show the raw number either way).
 *
 * @example
 * decodeEvmCall({ to: token, data: encodeFunctionData({ abi: erc20Abi,
 *   functionName: 'approve', args: [spender, maxUint256] }) })
 * // { standard: 'erc20', kind: 'approve', spender, unlimited: true, … }
 */
export function decodeEvmCall({
  to,
  data,
}: {
  to?: Address | undefined | null
  data?: Hex | undefined | null
  value?: bigint | undefined
}): DecodedEvmCall | undefined {
  if (!to || !data || data.length < 10) return undefined
  const token = to
  const found =
    decode(erc20Abi, data) ?? decode(extraAbi, data) ?? decode(erc721Abi, data)
  if (!found) return undefined
  const { functionName: name, args } = found
  // Positions per the ABI matched above.
  const a = args as unknown as [never, never, never, never, never]
  switch (name) {
    case 'transfer':
      return {
        standard: 'erc20',
        kind: 'transfer',
        token,
        to: a[0],
        amount: a[1],
      }
    case 'transferFrom':
      return {
        standard: 'erc20',
        kind: 'transferFrom',
        token,
        from: a[0],
        to: a[1],
        amount: a[2],
      }
    case 'approve':
    case 'increaseAllowance':
      return {
        standard: 'erc20',
        kind: name,
        token,
        spender: a[0],
        amount: a[1],
        unlimited: (a[1] as bigint) >= UNLIMITED_APPROVAL_THRESHOLD,
      }
    case 'permit':
      return {
        standard: 'erc20',
        kind: 'permit',
        token,
        owner: a[0],
        spender: a[1],
        amount: a[2],
        deadline: a[3],
        unlimited: (a[2] as bigint) >= UNLIMITED_APPROVAL_THRESHOLD,
      }
    case 'setApprovalForAll':
      return {
        standard: 'erc721',
        kind: 'setApprovalForAll',
        token,
        operator: a[0],
        approved: a[1],
        unlimited: a[1] === true,
      }
    case 'safeTransferFrom':
      // 5 arguments: ERC-1155; 3 or 4: ERC-721.
      if (args.length === 5)
        return {
          standard: 'erc1155',
          kind: 'safeTransferFrom',
          token,
          from: a[0],
          to: a[1],
          ids: [a[2]],
          amounts: [a[3]],
        }
      return {
        standard: 'erc721',
        kind: 'safeTransferFrom',
        token,
        from: a[0],
        to: a[1],
        tokenId: a[2],
      }
    case 'safeBatchTransferFrom':
      return {
        standard: 'erc1155',
        kind: 'safeBatchTransferFrom',
        token,
        from: a[0],
        to: a[1],
        ids: [...(a[2] as bigint[])],
        amounts: [...(a[3] as bigint[])],
      }
  }
  return undefined
}
