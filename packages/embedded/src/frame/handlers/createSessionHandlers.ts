import { SOCIAL_LOGIN_PROVIDERS } from '@latch/common/embedded-protocol'
import { FrameServiceError } from '../service/FrameServiceError.js'
import { frameText } from '../text.js'
import { readChainId } from './readChainId.js'
import { readString } from './readString.js'
import { toFrameUser } from './toFrameUser.js'
import type { FrameContext, Handlers } from './types.js'

type SessionNames =
  | 'CONNECT_SOCIAL'
  | 'GET_SOCIAL_REDIRECT_URI'
  | 'GET_USER'
  | 'IS_CONNECTED'
  | 'SIGN_OUT'

/** How long SIGN_OUT waits for the service (the host waits 3 s at most). */
const SIGN_OUT_SERVICE_WAIT_MS = 2_500

const providers = new Set<string>(SOCIAL_LOGIN_PROVIDERS)

/** CONNECT_SOCIAL by `state` waits this long for the popup at most. */
const SOCIAL_WAIT_MS = 28_000
const SOCIAL_POLL_MS = 1_000

const connectSocial = async (uri: string, context: FrameContext) => {
  const user = await toFrameUser(
    await context.service('/social/connect', { fields: { uri } }),
    context,
  )
  context.state.socialState = undefined
  return user
}

/**
 * The login whose popup could not post its callback URL back (a provider
 * page with COOP cut `window.opener`): the service kept the URL the popup
 * reached; ask for it by `state` until it is there (409 social_pending).
 */
async function connectSocialByState(state: string, context: FrameContext) {
  const deadline = context.now() + SOCIAL_WAIT_MS
  for (;;) {
    try {
      const data = await context.service('/social/connect', {
        fields: { state },
      })
      context.state.socialState = undefined
      return await toFrameUser(data, context)
    } catch (error) {
      const pending =
        error instanceof FrameServiceError &&
        (error.code === 'social_pending' || error.status === 409)
      if (!pending || context.now() >= deadline) throw error
      await context.sleep(SOCIAL_POLL_MS)
    }
  }
}

/** The `state` parameter of an authorization URL, if any. */
function stateOf(uri: string): string | undefined {
  try {
    return new URL(uri).searchParams.get('state') ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The host's preferred account type for the chain (`preferredAccountType`),
 * kept for the user replies that follow; absent leaves it as it was.
 */
function readAccountType(
  payload: Record<string, unknown>,
  context: FrameContext,
) {
  const type = payload.preferredAccountType
  if (type === undefined) return
  if (type !== 'eoa' && type !== 'smartAccount')
    throw new FrameServiceError({
      message: frameText.invalidRequest('preferredAccountType'),
      code: 'invalid_request',
    })
  context.state.accountType = type
}

/** Social login, the current user, the session check and sign-out. */
export function createSessionHandlers(): Handlers<SessionNames> {
  return {
    async CONNECT_SOCIAL(payload, context) {
      readAccountType(payload, context)
      if (payload.uri !== undefined)
        return connectSocial(readString(payload, 'uri', 4096), context)
      const state =
        payload.state !== undefined
          ? readString(payload, 'state', 256)
          : context.state.socialState
      if (!state)
        throw new FrameServiceError({
          message: frameText.invalidRequest('uri'),
          code: 'invalid_request',
        })
      return connectSocialByState(state, context)
    },
    async GET_SOCIAL_REDIRECT_URI(payload, context) {
      const provider = readString(payload, 'provider', 32)
      if (!providers.has(provider))
        throw new FrameServiceError({
          message: frameText.invalidRequest('provider'),
          code: 'invalid_request',
        })
      const data = await context.service('/social/redirect', {
        fields: { provider },
      })
      if (typeof data.uri !== 'string')
        throw new FrameServiceError({
          message: frameText.somethingWentWrong,
          code: 'bad_answer',
        })
      context.state.socialState = stateOf(data.uri)
      return { uri: data.uri }
    },
    async GET_USER(payload, context) {
      const chainId = readChainId(payload.chainId)
      if (chainId !== undefined) context.storage.setChainId(chainId)
      readAccountType(payload, context)
      if (payload.socialUri !== undefined)
        return connectSocial(readString(payload, 'socialUri', 4096), context)
      const data = await context.service('/user', {
        method: 'GET',
        auth: true,
      })
      return toFrameUser(data, context)
    },
    async IS_CONNECTED(_payload, context) {
      // The host never holds the token (payload.token is ignored).
      if (!context.storage.getToken()) return { isConnected: false }
      try {
        await context.service('/user', {
          method: 'GET',
          auth: true,
          quiet: true,
        })
        return { isConnected: true }
      } catch (error) {
        if (error instanceof FrameServiceError && error.status === 401)
          return { isConnected: false }
        throw error
      }
    },
    async SIGN_OUT(_payload, context) {
      // The token is forgotten whatever the service says: once gone from
      // the frame's storage nobody can use it. The service revokes it too
      // when it can be reached in time; when it cannot, the reply is that
      // error (the host tells 'Failed to disconnect', SPEC §8). A 401 is
      // a session the service had ended already. Reads the page sent just
      // before are answered first (`endsSession`).
      let failure: unknown
      if (context.storage.getToken()) {
        await context
          .service('/sign-out', {
            auth: true,
            endsSession: true,
            quiet: true,
            signal: AbortSignal.timeout(SIGN_OUT_SERVICE_WAIT_MS),
          })
          .catch((error: unknown) => {
            if (!(error instanceof FrameServiceError && error.status === 401))
              failure = error
          })
      }
      context.storage.clearToken()
      context.state.email = undefined
      context.state.farcasterToken = undefined
      if (failure) throw failure
      return {}
    },
  }
}
