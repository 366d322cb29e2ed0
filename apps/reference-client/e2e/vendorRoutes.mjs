// Routes the reference client's fixed vendor hosts to a Latch stack inside
// a Chromium context (playwright-core), and blocks and counts every other
// outbound host. Used by the e2e test and by `npm run bench` (pairing).
//
// The reference client (@reown/appkit 1.7.20 + @walletconnect/* 2.21.7) has
// these hosts as constants, not options, so they are rewritten here: the
// path and query stay as they are, the request headers (Referer and Origin
// included: Verify binds attestations to them, the API checks origins)
// go along unchanged, with the Fetch Metadata headers Chromium adds only
// after interception, and the answer is latch-api's.

/** Vendor hosts the reference client calls, all answered by latch-api. */
const vendorHosts = [
  'api.web3modal.org', // wallet list, remote config, origins, images
  'rpc.walletconnect.org', // blockchain API (/v1/…) and RPC (/v1/?chainId)
  'pulse.walletconnect.org', // analytics /e and /batch
  'verify.walletconnect.org', // Verify v3 attestation page, public key
  'verify.walletconnect.com', // the SDK's second trusted Verify URL
]

/**
 * The Fetch Metadata headers Chromium would send for `request` to its
 * vendor host. Chromium adds `Sec-Fetch-*` in its network layer, after
 * Playwright intercepts, so a routed request arrives without them (and
 * Verify's frame-token check reads them): they are derived here from what
 * the request is (a frame navigation, a page's fetch …) and from where it
 * starts (the embedding page for a navigation, the document otherwise).
 * @param {import('playwright-core').Request} request
 * @param {URL} url
 */
function fetchMetadata(request, url) {
  const frame = request.frame()
  const navigation = request.isNavigationRequest()
  const initiator = navigation ? frame.parentFrame()?.url() : frame.url()
  let site = 'none'
  if (initiator) {
    const from = new URL(initiator)
    site =
      from.origin === url.origin
        ? 'same-origin'
        : from.hostname === url.hostname
          ? 'same-site'
          : 'cross-site'
  }
  const type = request.resourceType()
  const dest = navigation
    ? frame.parentFrame()
      ? 'iframe'
      : 'document'
    : type === 'fetch' || type === 'xhr'
      ? 'empty'
      : type === 'stylesheet'
        ? 'style'
        : type
  return {
    'sec-fetch-site': site,
    'sec-fetch-mode': navigation
      ? 'navigate'
      : type === 'fetch' || type === 'xhr'
        ? 'cors'
        : 'no-cors',
    'sec-fetch-dest': dest,
  }
}

const isLoopback = (host) =>
  host === '127.0.0.1' || host === 'localhost' || host === '[::1]'

/**
 * Installs the routes on `context`. `apiUrl` is latch-api's base URL.
 * Returns the counters: `routed` (vendor requests, by host and path) and
 * `blocked` (every other non-loopback request, WebSockets included).
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ apiUrl: string }} options
 */
export async function routeVendorHosts(context, { apiUrl }) {
  const api = new URL(apiUrl)
  /** @type {{ method: string, url: string, status: number }[]} */
  const routed = []
  /** @type {string[]} */
  const blocked = []
  await context.route(
    (url) => !isLoopback(url.hostname) && url.protocol !== 'data:',
    async (route, request) => {
      const url = new URL(request.url())
      if (!vendorHosts.includes(url.hostname)) {
        blocked.push(url.href)
        await route.abort('blockedbyclient')
        return
      }
      const target = new URL(url.pathname + url.search, api)
      try {
        const response = await route.fetch({
          url: target.href,
          headers: {
            ...(await request.allHeaders()),
            ...fetchMetadata(request, url),
          },
          maxRedirects: 0,
        })
        routed.push({
          method: request.method(),
          url: url.href,
          status: response.status(),
        })
        await route.fulfill({ response })
      } catch (error) {
        routed.push({ method: request.method(), url: url.href, status: 0 })
        await route.abort('failed').catch(() => {})
        if (!String(error).includes('closed')) throw error
      }
    },
  )
  await context.routeWebSocket(
    (url) => !isLoopback(url.hostname),
    (ws) => {
      blocked.push(ws.url())
      ws.close({ code: 1008, reason: 'blocked by the test' })
    },
  )
  return { routed, blocked }
}
