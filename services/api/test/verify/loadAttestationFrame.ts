import { runAttestationPage } from './runAttestationPage.js'

export type LoadAttestationFrameParameters = {
  /** `app.request`-like: a path and init → the API's answer. */
  request: (path: string, init?: RequestInit) => Response | Promise<Response>
  /** The page's query (projectId, origin, id, decryptedId). */
  query: Record<string, string>
  /** The embedding page's URL, as the browser sends it. */
  referer?: string | undefined
  /** @default 'iframe' (what a browser sends for a frame load) */
  dest?: string | undefined
  /** The frame's own origin, sent as `Origin` on its POST. */
  frameOrigin?: string | undefined
  ancestorOrigins?: readonly string[] | undefined
  /** Drop the cookies the page set, as another browser would. */
  dropCookies?: boolean | undefined
  /** Called with the page's POST before it is sent (to replay it). */
  onPost?: ((init: RequestInit) => unknown) | undefined
}

/**
 * Tests only: loads the attestation page the way a browser frame does
 * (Referer, `Sec-Fetch-Dest: iframe`), keeps the cookies it sets, and runs
 * its script, whose POST goes out same-origin with those cookies. Answers
 * the GET response, what the page posted to its parent, and its POST's
 * answer status.
 */
export async function loadAttestationFrame({
  request,
  query,
  referer,
  dest = 'iframe',
  frameOrigin = 'http://localhost',
  ancestorOrigins,
  dropCookies = false,
  onPost,
}: LoadAttestationFrameParameters) {
  const response = await request(
    `/v3/attestation?${new URLSearchParams(query)}`,
    {
      headers: {
        ...(referer ? { referer } : {}),
        ...(dest
          ? { 'sec-fetch-dest': dest, 'sec-fetch-site': 'cross-site' }
          : {}),
      },
    },
  )
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const html = await response.text()
  let postStatus: number | undefined
  const { posted } = await runAttestationPage(html, {
    ancestorOrigins,
    fetch: async (path, init) => {
      const post = {
        ...init,
        headers: {
          origin: frameOrigin,
          'sec-fetch-site': 'same-origin',
          'content-type': 'text/plain;charset=UTF-8',
          ...(cookie && !dropCookies ? { cookie } : {}),
        },
      }
      await onPost?.(post)
      const answer = await request(path, post)
      postStatus = answer.status
      return answer
    },
  })
  const token = /"token":"([\w-]+)"/.exec(html)?.[1]
  return { response, html, posted, postStatus, token, cookie }
}
