import { runInNewContext } from 'node:vm'

export type RunAttestationPageOptions = {
  /** The page's path (its script POSTs there). @default '/v3/attestation' */
  pathname?: string
  /** `location.ancestorOrigins` as the browser would report it. */
  ancestorOrigins?: readonly string[] | undefined
  /**
   * The frame's `fetch` (same origin, with its cookies). @default one that
   * fails, as with no network
   */
  fetch?: ((path: string, init: RequestInit) => Promise<Response>) | undefined
}

/**
 * Tests only: runs the attestation page's scripts the way a browser frame
 * would (in a fresh VM context, with the page's data element, `location`,
 * the given `fetch`, and a parent window that records `postMessage`
 * calls); resolves once the page posted to its parent (or after 5 s, the
 * official SDK's wait, with nothing posted).
 */
export async function runAttestationPage(
  html: string,
  {
    pathname = '/v3/attestation',
    ancestorOrigins,
    fetch = () => Promise.reject(new TypeError('Failed to fetch')),
  }: RunAttestationPageOptions = {},
) {
  const data =
    /<script type="application\/json" id="attestation">(.*?)<\/script>/s.exec(
      html,
    )?.[1]
  const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map(
    (m) => m[1]!,
  )
  const posted: { message: unknown; targetOrigin: unknown }[] = []
  let answered = () => {}
  const done = new Promise<void>((resolve) => {
    answered = resolve
    setTimeout(resolve, 5_000).unref()
  })
  const parent = {
    postMessage: (message: unknown, targetOrigin: unknown) => {
      posted.push({ message, targetOrigin })
      answered()
    },
  }
  const document = {
    getElementById: (id: string) =>
      id === 'attestation' ? { textContent: data } : null,
  }
  const location = { pathname, ancestorOrigins }
  for (const script of scripts)
    runInNewContext(script, {
      window: { parent },
      document,
      location,
      fetch,
      JSON,
    })
  await done
  return { posted, scripts }
}
