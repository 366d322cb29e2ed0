// The frame's passkey code, loaded only when a passkey is used (a lazy
// chunk: WebAuthn, viem's hashing and the account's encoding stay out of
// the frame's first load).
import type { EvmTransactionReview } from '@latch/common/embedded-protocol'
import {
  decodeExecution,
  hybridDeleGatorAbi,
  latchDeleGatorContracts,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import { base64urlnopad } from '@scure/base'
import {
  type Address,
  createClient,
  custom,
  decodeFunctionData,
  type Hex,
  hexToBigInt,
} from 'viem'
import { toWebAuthnAccount } from 'viem/account-abstraction'

const b64 = (buffer: ArrayBuffer) =>
  base64urlnopad.encode(new Uint8Array(buffer))
const bytes = (text: string) => new Uint8Array(base64urlnopad.decode(text))

/**
 * A new passkey (WebAuthn `create`, ES256, resident, user verification
 * required) for the frame's origin as relying party, answering the
 * service's `challenge`; its registration as the service reads it.
 */
export async function createPasskey({
  challenge,
  rpName,
  userName,
}: {
  challenge: string
  rpName: string
  userName: string
}) {
  const credential = (await navigator.credentials.create({
    publicKey: {
      challenge: bytes(challenge),
      rp: { id: location.hostname, name: rpName },
      user: {
        id: crypto.getRandomValues(new Uint8Array(16)),
        name: userName,
        displayName: userName,
      },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      authenticatorSelection: {
        residentKey: 'required',
        userVerification: 'required',
      },
      attestation: 'none',
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new DOMException('no credential', 'NotAllowedError')
  const response = credential.response as AuthenticatorAttestationResponse
  return {
    id: credential.id,
    clientDataJSON: b64(response.clientDataJSON),
    attestationObject: b64(response.attestationObject),
  }
}

/**
 * An assertion (WebAuthn `get`, user verification required) over
 * `challenge` (base64url): the service's login challenge, answered by any
 * passkey of this origin, or a message's hash, answered by the passkey
 * `credentialId` only.
 */
export async function assertPasskey({
  challenge,
  credentialId,
}: {
  challenge: string
  credentialId?: string | undefined
}) {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge: bytes(challenge),
      rpId: location.hostname,
      userVerification: 'required',
      ...(credentialId && {
        allowCredentials: [{ type: 'public-key', id: bytes(credentialId) }],
      }),
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new DOMException('no credential', 'NotAllowedError')
  const response = credential.response as AuthenticatorAssertionResponse
  return {
    id: credential.id,
    clientDataJSON: b64(response.clientDataJSON),
    authenticatorData: b64(response.authenticatorData),
    signature: b64(response.signature),
  }
}

/** A user operation as the service prepared it (quantities in hex). */
export type PreparedUserOperation = {
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
  paymaster?: Address | undefined
  paymasterData?: Hex | undefined
  paymasterVerificationGasLimit?: Hex | undefined
  paymasterPostOpGasLimit?: Hex | undefined
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '0x').toLowerCase() === (b ?? '0x').toLowerCase()

/**
 * Whether the service's review says what the operation's bytes do: the
 * calls decoded from its callData (receiver, value, calldata, in order),
 * the account, whether it deploys, and the fee from its own gas fields
 * (every limit × max fee per gas; none when a paymaster pays). The screen
 * shows the review only when it does: what is signed is what is shown.
 */
export function reviewMatchesOperation(
  op: PreparedUserOperation,
  review: EvmTransactionReview,
  chainId: number,
): boolean {
  const { functionName, args } = decodeFunctionData({
    abi: hybridDeleGatorAbi,
    data: op.callData,
  })
  if (functionName !== 'execute') return false
  const calls = decodeExecution(args[0], args[1])
  const fee = op.paymaster
    ? 0n
    : (hexToBigInt(op.callGasLimit) +
        hexToBigInt(op.verificationGasLimit) +
        hexToBigInt(op.preVerificationGas)) *
      hexToBigInt(op.maxFeePerGas)
  return (
    review.chainId === chainId &&
    same(review.smartAccount?.address, op.sender) &&
    review.smartAccount?.deploys === (op.factory !== undefined) &&
    review.maxFee === fee.toString() &&
    review.calls.length === calls.length &&
    calls.every(
      (call, i) =>
        same(review.calls[i]?.to, call.to) &&
        review.calls[i]?.value === (call.value ?? 0n).toString() &&
        same(review.calls[i]?.data, call.data),
    )
  )
}

/** The signers a passkey account was created with (its address). */
export type PasskeyAccountKeys = {
  owner?: Address | undefined
  passkey: { id: string; publicKey: Hex }
}

/**
 * The passkey's signature of the operation, as HybridDeleGator checks it:
 * the account's EIP-712 hash of every field (computed here, from the
 * bytes shown), asserted with WebAuthn `get` over that hash. `keys`: the
 * account's signers at creation (its address), when the passkey is not
 * its only one (a recovery owner, a passkey added by recovery).
 */
export async function signUserOperation({
  op,
  chainId,
  passkey,
  keys,
}: {
  op: PreparedUserOperation
  chainId: number
  passkey: { id: string; publicKey: Hex }
  keys?: PasskeyAccountKeys | undefined
}): Promise<Hex> {
  const client = createClient({
    transport: custom({
      request: async () => {
        throw new Error('the frame signs; it reads no chain')
      },
    }),
  })
  const account = await toHybridDeleGatorAccount({
    client,
    owner: toWebAuthnAccount({ credential: passkey, rpId: location.hostname }),
    contracts: latchDeleGatorContracts,
    keys,
  })
  if (!same(account.address, op.sender))
    throw new Error('the operation is not this passkey’s account')
  const big = (value: Hex | undefined) =>
    value === undefined ? undefined : hexToBigInt(value)
  return account.signUserOperation({
    chainId,
    sender: op.sender,
    nonce: hexToBigInt(op.nonce),
    ...(op.factory ? { factory: op.factory, factoryData: op.factoryData } : {}),
    callData: op.callData,
    callGasLimit: hexToBigInt(op.callGasLimit),
    verificationGasLimit: hexToBigInt(op.verificationGasLimit),
    preVerificationGas: hexToBigInt(op.preVerificationGas),
    maxFeePerGas: hexToBigInt(op.maxFeePerGas),
    maxPriorityFeePerGas: hexToBigInt(op.maxPriorityFeePerGas),
    ...(op.paymaster
      ? {
          paymaster: op.paymaster,
          paymasterData: op.paymasterData ?? '0x',
          paymasterVerificationGasLimit: big(
            op.paymasterVerificationGasLimit ?? '0x0',
          ),
          paymasterPostOpGasLimit: big(op.paymasterPostOpGasLimit ?? '0x0'),
        }
      : {}),
    signature: '0x',
  })
}
