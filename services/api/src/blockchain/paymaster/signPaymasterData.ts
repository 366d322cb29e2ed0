import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  hexToBigInt,
  keccak256,
  slice,
} from 'viem'
import { toPackedUserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { SponsoredUserOperation } from './parseUserOperation.js'

export type SignPaymasterDataParameters = {
  userOperation: SponsoredUserOperation
  chainId: number
  paymaster: Address
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  /** Unix seconds; 0 = no end. */
  validUntil: number
  /** Unix seconds. */
  validAfter: number
  signerKey: Hex
}

const validity = [{ type: 'uint48' }, { type: 'uint48' }] as const

/**
 * `paymasterData` of the v0.7 VerifyingPaymaster
 * (@account-abstraction/contracts 0.7.0): `abi.encode(validUntil,
 * validAfter) ‖ signature`, the signature an EIP-191 signature of
 * `getHash(userOp, validUntil, validAfter)` — the packed operation's
 * fields without its paymaster data, the chain and the paymaster — by
 * the verifying signer. The user operation's gas values must be final:
 * the hash covers them.
 */
export async function signPaymasterData({
  userOperation,
  chainId,
  paymaster,
  paymasterVerificationGasLimit,
  paymasterPostOpGasLimit,
  validUntil,
  validAfter,
  signerKey,
}: SignPaymasterDataParameters): Promise<Hex> {
  const packed = toPackedUserOperation({
    ...userOperation,
    paymaster,
    paymasterVerificationGasLimit,
    paymasterPostOpGasLimit,
    paymasterData: '0x',
    signature: '0x',
  })
  const hash = keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        hexToBigInt(slice(packed.paymasterAndData, 20, 52)),
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
  const signature = await privateKeyToAccount(signerKey).signMessage({
    message: { raw: hash },
  })
  return concat([
    encodeAbiParameters(validity, [validUntil, validAfter]),
    signature,
  ])
}

/**
 * A well-formed signature that recovers to no signer of ours (a throwaway
 * key's signature of keccak256("latch paymaster stub")): the stub's
 * `paymasterData` carries it so gas estimation runs the paymaster's
 * validation at its real cost (the ECDSA library would revert on a
 * malformed one).
 */
const STUB_SIGNATURE: Hex =
  '0x7e40509f10c0758411890e576c991b594c1539dd18a2320d47eb06858842d6a837beeb5d1a171fb3623d6a56f7e6633ab1c2adcf7f6af37ef04b61cecd94abe51b'

/** The stub's `paymasterData`: the validity window and {@link STUB_SIGNATURE}. */
export function stubPaymasterData(validUntil: number, validAfter: number): Hex {
  return concat([
    encodeAbiParameters(validity, [validUntil, validAfter]),
    STUB_SIGNATURE,
  ])
}
