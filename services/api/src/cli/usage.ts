import { DEV_PROJECT_ID } from '../projects/seedDevProject.js'

/** The `latch-api --help` text: every command, option and environment variable. */
export const usage = `Usage: latch-api [options]                      start the API server
       latch-api projects add --id ID --name NAME [--origin PATTERN ...] [--analytics]
                              [--enable FEATURE ...] [--disable FEATURE ...]
       latch-api projects features --id ID [--enable FEATURE ...] [--disable FEATURE ...]
       latch-api projects list
       latch-api projects remove --id ID
       latch-api wallets import [FILE]         (default: the bundled data/wallets.json)
       latch-api wallets set --id ID [--webapp-link URL] [--link-mode URL]
                              [--chains CAIP2,CAIP2]
                              (a web link or a link-mode universal link, ''
                              clears it; the CAIP-2 chains, hence namespaces,
                              the wallet supports)
       latch-api scam add --domain DOMAIN [--domain DOMAIN ...]   (Verify scam list;
                              a domain covers its subdomains)
       latch-api scam list | scam remove --domain DOMAIN | scam import FILE
       latch-api embedded rotate-master-key [--new-key-file FILE]
                              (re-encrypt every embedded-wallet key; the new key
                              from FILE or LATCH_EMBEDDED_NEW_MASTER_KEY)
       latch-api migrate

Options:
  --host HOST          interface (env LATCH_API_HOST, default 127.0.0.1)
  --port PORT          port, 0 = a free one (env LATCH_API_PORT, default 8788)
  --data-dir DIR       PGlite data folder (env LATCH_API_DATA_DIR,
                       default .latch/api-data); 'memory' keeps nothing
  --url URL            admin subcommands through a running server (env LATCH_API_URL)
  --seed-dev-project   create the '${DEV_PROJECT_ID}' project (loopback origins, any port)
  --trust-proxy        per-IP limits use the last X-Forwarded-For hop (env
                       LATCH_API_TRUST_PROXY=1; only behind a reverse proxy)
  --embedded-port PORT embedded-wallet service (frame page, e-mail codes,
                       signing) on its own origin, 0 = a free one
                       (env LATCH_EMBEDDED_PORT, default 8789)
  --embedded-host HOST its interface (env LATCH_EMBEDDED_HOST, default --host)
  --no-embedded        do not start it (env LATCH_EMBEDDED_DISABLED=1)
  --new-key-file FILE  embedded rotate-master-key: the new master key
  --help               show this help
Features (GET /appkit/v1/config; comma lists allowed; 'projects features'
without flags prints them): swaps, onramp, email, socials (all providers),
history, multiWallet. Defaults: history on, the others off.
Environment:
  DATABASE_URL          use PostgreSQL instead of PGlite
  LATCH_API_ADMIN_TOKEN bearer token for /admin/* (admin API off when unset)
  LATCH_API_VERIFY_KEY  Verify signing key, a private P-256 JWK as JSON (default:
                        generated once, kept in the database); LATCH_API_VERIFY_*
                        limits: see the README
  LATCH_API_SIWX_*      sign-in (SIWX) lifetimes, clock skew and limits: see the
                        README, section Sign-in (SIWX)
Embedded wallet (see services/api/src/embedded/README.md):
  LATCH_EMBEDDED_MASTER_KEY   32-byte hex key sealing the users' keys (required
                        with DATABASE_URL; PGlite dev: generated once into
                        <data-dir>.embedded-master-key with a warning)
  LATCH_EMBEDDED_NEW_MASTER_KEY  the new key for embedded rotate-master-key
  LATCH_EMBEDDED_SMTP_URL     SMTP server for the codes (default
                        smtp://127.0.0.1:2525)
  LATCH_EMBEDDED_MAIL_FROM    From: of the mails (default
                        Latch <no-reply@latch.localhost>)
  LATCH_EMBEDDED_SESSION_TTL  session lifetime: ms or 30s/15m/12h/7d (default 7d)
  LATCH_EMBEDDED_PUBLIC_URL   the service's public origin (device links, Origin
                        check behind a proxy); default the request's
  LATCH_EMBEDDED_FRAME_DIR    built frame.js/frame.css (default
                        @latch/embedded/frame-dist)
  LATCH_EMBEDDED_<P>_CLIENT_ID, _CLIENT_SECRET, _ISSUER   social login provider
                        P = GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD or
                        OIDC (generic); APPLE may use _TEAM_ID, _KEY_ID,
                        _PRIVATE_KEY instead of a secret
Limits (positive integers; see the README):
  LATCH_API_MAX_BODY_BYTES (1048576)   LATCH_API_MAX_ADMIN_BODY_BYTES (8388608)
  LATCH_API_MAX_CONCURRENT_BODIES (64) LATCH_API_MAX_JSON_DEPTH (32)
  LATCH_API_ADMIN_MAX_FAILURES (10)    LATCH_API_ADMIN_FAILURE_WINDOW_MS (600000)
  LATCH_API_ADMIN_LOCKOUT_MS (900000)  LATCH_API_REQUEST_TIMEOUT_MS (30000)
  LATCH_API_HEADERS_TIMEOUT_MS (10000) LATCH_API_MAX_HEADER_BYTES (16384)

Admin subcommands open the database directly (with PGlite the data folder
is locked by a running server). With --url URL (env LATCH_API_URL) they call
that server's /admin endpoints instead, with LATCH_API_ADMIN_TOKEN.
`
