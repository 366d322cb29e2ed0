// The passkey flows of the frame (issue #22 item 4), in the passkey chunk:
// login, sign-up behind the frame's own screen, and signing a prepared
// user operation or message.
import type {
  AppRequestResults,
  PreparedRequest,
} from '@latch/common/embedded-protocol'
import { base64urlnopad } from '@scure/base'
import { hexToBytes } from 'viem'
import { readString } from '../handlers/readString.js'
import { toFrameUser } from '../handlers/toFrameUser.js'
import type { FrameContext, Reply } from '../handlers/types.js'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'
import { type PreparedMessage, reviewedMessageHash } from './passkeyMessage.js'
import { passkeyText } from './passkeyText.js'
import {
  assertPasskey,
  createPasskey,
  type PasskeyAccountKeys,
  type PreparedUserOperation,
  reviewMatchesOperation,
  signUserOperation,
} from './passkeyWallet.js'

const wordsOf = ({ state }: Pick<FrameContext, 'state'>) =>
  state.text.passkey ?? passkeyText

/**
 * The user's refusal in the browser's passkey dialog (or no passkey):
 * 'Signature declined', as any refusal; the service's passkey refusals in
 * the frame's catalogue; anything else as it came.
 */
export function passkeyFailure(
  error: unknown,
  context: Pick<FrameContext, 'state'>,
): unknown {
  if (error instanceof DOMException)
    return new FrameServiceError({
      message: frameText.signatureDeclined,
      code: 'declined',
    })
  if (!(error instanceof FrameServiceError)) return error
  const words = wordsOf(context)
  const message = {
    passkey_challenge: words.expired,
    passkey_invalid: words.invalid,
    passkey_unknown: words.unknown,
    passkey_unsupported: words.unsupported,
    passkey_no_recovery: words.noRecovery,
  }[error.code]
  return message
    ? new FrameServiceError({
        message,
        status: error.status,
        code: error.code,
      })
    : error
}

/** A recovery's e-mail and code (CONNECT_PASSKEY `recover`), checked. */
function readRecovery(
  value: unknown,
): { email: string; otp: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  return {
    email: readString(value as Record<string, unknown>, 'email', 254),
    otp: readString(value as Record<string, unknown>, 'otp', 64),
  }
}

/**
 * PASSKEY_RECOVERY_CODE: mails a code to recover the passkey wallet of
 * `email` on this device (the service answers alike when none has it).
 */
export async function mailRecoveryCode(
  payload: Record<string, unknown>,
  { service }: FrameContext,
): Promise<AppRequestResults['PASSKEY_RECOVERY_CODE']> {
  const email = readString(payload, 'email', 254)
  await service('/passkey/recover', { fields: { email } })
  return { action: 'VERIFY_OTP' }
}

/**
 * ADD_PASSKEY_EMAIL (a code to the address) and ADD_PASSKEY_EMAIL_OTP (the
 * code attaches it): a signed-in passkey user's recovery e-mail.
 */
export async function addPasskeyEmail(
  payload: Record<string, unknown>,
  context: FrameContext,
): Promise<AppRequestResults['ADD_PASSKEY_EMAIL']> {
  const email = readString(payload, 'email', 254)
  await context
    .service('/passkey/email', { fields: { email }, auth: true })
    .catch((error: unknown) => {
      throw passkeyFailure(error, context)
    })
  return { action: 'VERIFY_OTP' }
}

export async function addPasskeyEmailOtp(
  payload: Record<string, unknown>,
  context: FrameContext,
): Promise<AppRequestResults['ADD_PASSKEY_EMAIL_OTP']> {
  const otp = readString(payload, 'otp', 64)
  const data = await context.service('/passkey/email/verify', {
    fields: { otp },
    auth: true,
  })
  const user = await toFrameUser(data, context)
  return { email: user.email ?? '' }
}

/**
 * CONNECT_PASSKEY: login with a passkey of the frame's origin (the
 * service's challenge, WebAuthn `get`, POST /passkey/login); with
 * `create`, a new wallet its passkey owns: the frame's own screen
 * (Approve is the click the browser requires before a cross-origin frame
 * may create a credential), then WebAuthn `create` and POST
 * /passkey/register; with `recover` (an e-mail and its recovery code),
 * the same screen and `create`, then /passkey/recover/verify: the service
 * adds the new passkey to that e-mail's wallet on the current chain. The
 * service never sees the passkey's private key.
 */
export async function connectPasskey(
  payload: Record<string, unknown>,
  context: FrameContext,
  reply: Reply,
): Promise<AppRequestResults['CONNECT_PASSKEY'] | undefined> {
  const { service } = context
  const challenge = async (purpose: 'register' | 'login' | 'recover') =>
    String(
      (await service('/passkey/challenge', { fields: { purpose } })).challenge,
    )
  await context.state.textLoading
  const words = wordsOf(context)
  const guard = async <T>(task: () => Promise<T>) => {
    try {
      return await task()
    } catch (error) {
      throw passkeyFailure(error, context)
    }
  }
  const recover = readRecovery(payload.recover)
  if (payload.create !== true && !recover)
    return guard(async () => {
      const credential = await assertPasskey({
        challenge: await challenge('login'),
      })
      const data = await service('/passkey/login', { fields: { credential } })
      return toFrameUser(data, context)
    })
  const app = context.state.dapp?.metadata?.name || context.origin
  await context.approvals.run(
    {
      method: 'passkey_create',
      chainId: undefined,
      review: undefined,
      screen: {
        title: recover ? words.recoverTitle : words.createTitle,
        details: [
          {
            label: words.label,
            value: recover ? words.recoverDetail : words.createDetail,
          },
        ],
      },
    },
    {
      execute: () =>
        guard(async () => {
          const credential = await createPasskey({
            challenge: await challenge(recover ? 'recover' : 'register'),
            rpName: app,
            userName: words.userName(app),
          })
          const data = recover
            ? await service('/passkey/recover/verify', {
                fields: {
                  ...recover,
                  chainId:
                    context.storage.getChainId() ?? context.config.chainId,
                  credential,
                },
              })
            : await service('/passkey/register', { fields: { credential } })
          return toFrameUser(data, context)
        }),
      reply,
    },
  )
  return undefined
}

/** What /rpc/prepare adds for a passkey user: the operation or message to sign. */
export type PasskeyOperation = PreparedMessage & {
  userOperation?: PreparedUserOperation | undefined
  passkey?: { id: string; publicKey: `0x${string}` } | undefined
  /** The signers the account was created with (its address). */
  passkeyAccount?: PasskeyAccountKeys | undefined
}

/** What POST /rpc takes from a passkey user's frame with `prepared`. */
export type PasskeySignature =
  /** The account's signature of the user operation. */
  | { signature: string }
  /** The WebAuthn assertion of the message's hash (the service encodes it). */
  | { credential: Awaited<ReturnType<typeof assertPasskey>> }

/**
 * For a passkey user's prepared operation or message: checks now (before
 * the screen) that the service's review says what the bytes do (else
 * nothing is shown or signed), and answers how to sign it on Approve
 * (WebAuthn in this frame; the browser's cancel is 'Signature declined'):
 * an operation is signed here as the account's signature; a message's
 * hash (`reviewedMessageHash`) is the challenge of the session's passkey,
 * whose assertion the service encodes and checks on chain.
 */
export async function passkeySigner(
  prepared: PreparedRequest & PasskeyOperation,
  chainId: unknown,
  context: FrameContext,
): Promise<() => Promise<PasskeySignature>> {
  const { userOperation, passkey, passkeyAccount, review } = prepared
  const chain = Number(chainId)
  await context.state.textLoading
  const fail = (error: unknown) => {
    throw passkeyFailure(error, context)
  }
  if (!userOperation && passkey) {
    const hash = reviewedMessageHash(prepared, review, chain)
    if (!hash)
      throw new FrameServiceError({
        message: wordsOf(context).messageMismatch,
        code: 'review_mismatch',
      })
    return async () => ({
      credential: await assertPasskey({
        challenge: base64urlnopad.encode(hexToBytes(hash)),
        credentialId: passkey.id,
      }).catch(fail),
    })
  }
  if (
    !userOperation ||
    !passkey ||
    review.namespace !== 'eip155' ||
    review.kind !== 'transaction' ||
    !reviewMatchesOperation(userOperation, review, chain)
  )
    throw new FrameServiceError({
      message: wordsOf(context).mismatch,
      code: 'review_mismatch',
    })
  return async () => ({
    signature: await signUserOperation({
      op: userOperation,
      chainId: chain,
      passkey,
      keys: passkeyAccount,
    }).catch(fail),
  })
}

/** The passkey requests, as createPasskeyHandlers runs them. */
export const passkeyHandlers = {
  CONNECT_PASSKEY: connectPasskey,
  PASSKEY_RECOVERY_CODE: mailRecoveryCode,
  ADD_PASSKEY_EMAIL: addPasskeyEmail,
  ADD_PASSKEY_EMAIL_OTP: addPasskeyEmailOtp,
}
