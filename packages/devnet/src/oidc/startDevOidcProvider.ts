import {
  createHash,
  generateKeyPairSync,
  type JsonWebKey as NodeJwk,
  randomBytes,
} from 'node:crypto'
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ClientMetadata, JWK } from 'oidc-provider'
import { renderDevLoginPage } from './renderDevLoginPage.js'

export type DevOidcClient = {
  client_id: string
  /** Absent → a public client (`token_endpoint_auth_method: 'none'`). */
  client_secret?: string | undefined
  redirect_uris: string[]
  /**
   * Accept the redirect URIs on any port of a loopback IP (RFC 8252 §7.3,
   * registered as a native client): for services started on port 0.
   * @default false
   */
  any_loopback_port?: boolean | undefined
}

export type StartDevOidcProviderParameters = {
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string | undefined
  /** TCP port; 0 picks a free one. @default 8790 */
  port?: number | undefined
  /** The relying parties allowed to log in (authorization code + PKCE). */
  clients: readonly DevOidcClient[]
}

export type StartDevOidcProviderReturnType = {
  /** `http://host:port`, the issuer (discovery at `/.well-known/openid-configuration`). */
  issuer: string
  port: number
  /** Closes the listener. Safe to call twice. */
  stop(): Promise<void>
}

type DevAccount = { email: string; name: string | undefined }

const emailPattern = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}$/

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 8192) throw new RangeError('form too large')
  }
  return new URLSearchParams(text)
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  nonce: string,
) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
    'cache-control': 'no-store',
  })
  res.end(html)
}

/**
 * A real OpenID Connect provider (`oidc-provider`) for development and
 * tests, DEVELOPMENT ONLY: its login page asks for an e-mail (and a name),
 * no password, and the subject is derived from the e-mail, so the same
 * address is the same user every run. Consent is granted without asking.
 * Authorization code with PKCE (S256), ID tokens signed by a fresh RS256
 * key, UserInfo with `email`, `email_verified: true`, `name`.
 *
 * @example
 * const oidc = await startDevOidcProvider({ port: 0, clients: [{ client_id: 'latch-demo', client_secret: 'dev-secret', redirect_uris: ['http://127.0.0.1:8789/v1/embedded/social/callback'] }] })
 * // LATCH_EMBEDDED_GOOGLE_ISSUER=oidc.issuer, _CLIENT_ID=latch-demo, _CLIENT_SECRET=dev-secret
 */
export async function startDevOidcProvider({
  host = '127.0.0.1',
  port = 8790,
  clients,
}: StartDevOidcProviderParameters): Promise<StartDevOidcProviderReturnType> {
  const accounts = new Map<string, DevAccount>()
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const server = createServer((req, res) => handler?.(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' }) as NodeJwk
  // Loaded here, not with @latch/devnet/node: only what starts a provider
  // pays for it (and sees its warning about Node versions before 22).
  const { default: Provider } = await import('oidc-provider')
  const provider = new Provider(issuer, {
    clients: clients.map(
      (client): ClientMetadata => ({
        client_id: client.client_id,
        ...(client.client_secret
          ? { client_secret: client.client_secret }
          : {}),
        redirect_uris: client.redirect_uris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: client.client_secret
          ? 'client_secret_basic'
          : 'none',
        ...(client.any_loopback_port ? { application_type: 'native' } : {}),
      }),
    ),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: true,
            name: account.name ?? account.email.split('@')[0],
            preferred_username: account.email.split('@')[0],
          }
        },
      }
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    pkce: { required: () => true },
    // Seconds; short, as fits a development login.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    jwks: { keys: [{ ...jwk, kid: 'dev-1', alg: 'RS256', use: 'sig' } as JWK] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
  })
  const callback = provider.callback()

  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
  ) {
    const nonce = randomBytes(16).toString('base64')
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) throw new RangeError('interaction mismatch')
    const clientId = String(details.params.client_id ?? '')
    if (action === '/abort' && req.method === 'POST')
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted' },
        { mergeWithLastSubmission: false },
      )
    if (action === '/login' && req.method === 'POST') {
      const form = await readForm(req)
      const email = (form.get('email') ?? '').trim().toLowerCase()
      if (!emailPattern.test(email))
        return sendHtml(
          res,
          400,
          renderDevLoginPage({
            uid,
            clientId,
            nonce,
            error: 'Enter an e-mail address.',
          }),
          nonce,
        )
      const accountId = createHash('sha256')
        .update(`latch-dev:${email}`)
        .digest('hex')
        .slice(0, 32)
      const name = (form.get('name') ?? '').trim().slice(0, 64) || undefined
      accounts.set(accountId, { email, name })
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      )
    }
    if (details.prompt.name === 'consent') {
      // Development: every requested scope and claim is granted.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session?.accountId,
            clientId,
          })
      if (!grant) throw new RangeError('grant not found')
      const missing = details.prompt.details as {
        missingOIDCScope?: string[]
        missingOIDCClaims?: string[]
        missingResourceScopes?: Record<string, string[]>
      }
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope)
      if (missing.missingOIDCClaims)
        grant.addOIDCClaims(missing.missingOIDCClaims)
      for (const [indicator, scopes] of Object.entries(
        missing.missingResourceScopes ?? {},
      ))
        grant.addResourceScope(indicator, scopes.join(' '))
      const grantId = await grant.save()
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      )
    }
    sendHtml(res, 200, renderDevLoginPage({ uid, clientId, nonce }), nonce)
  }

  handler = (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname
    const match = /^\/interaction\/([\w-]{1,64})(\/login|\/abort)?$/.exec(path)
    if (!match?.[1]) return void callback(req, res)
    interaction(req, res, match[1], match[2]).catch((error: unknown) => {
      if (res.headersSent) return res.end()
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(
        `Dev login provider: ${error instanceof Error ? error.message : 'failed'}. Start the sign-in again.`,
      )
    })
  }

  let stopped: Promise<void> | undefined
  return {
    issuer,
    port: bound,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
