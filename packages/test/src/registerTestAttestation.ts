export type RegisterTestAttestationParameters = {
  /** latch-api's base URL (the Verify server). */
  apiUrl: string
  projectId: string | undefined
  /** sha256 hex of the sealed relay message. */
  id: string
  /** sha256 hex of `JSON.stringify` of its payload. */
  decryptedId: string
  /** The origin of the page that frames the attestation page. */
  origin: string
}

/**
 * Registers an attestation the way a browser does when a page on `origin`
 * frames latch-api's attestation page (the official SDK's iframe, Latch's
 * dapp client): loads it with that page as Referer and
 * `Sec-Fetch-Dest: iframe`, keeps its cookie, and redeems its frame token
 * with a same-origin POST. Resolves the JWT the page would post to its
 * parent (the one that attests nothing when no token was issued).
 *
 * @example
 * const jwt = await registerTestAttestation({ apiUrl, projectId, id, decryptedId, origin: 'http://127.0.0.1:5173' })
 */
export async function registerTestAttestation({
  apiUrl,
  projectId,
  id,
  decryptedId,
  origin,
}: RegisterTestAttestationParameters): Promise<string> {
  const query = new URLSearchParams({
    projectId: projectId ?? '',
    id,
    decryptedId,
  })
  const page = await fetch(`${apiUrl}/v3/attestation?${query}`, {
    headers: {
      referer: `${origin}/`,
      'sec-fetch-dest': 'iframe',
      'sec-fetch-site': 'cross-site',
    },
  })
  const html = await page.text()
  const data =
    /<script type="application\/json" id="attestation">(.*?)<\/script>/s.exec(
      html,
    )?.[1]
  const { token, fallback } = JSON.parse(data ?? '{}') as {
    token?: string
    fallback: string
  }
  if (!token) return fallback
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const redeemed = await fetch(`${apiUrl}/v3/attestation`, {
    method: 'POST',
    headers: {
      origin: new URL(apiUrl).origin,
      'sec-fetch-site': 'same-origin',
      'content-type': 'text/plain;charset=UTF-8',
      cookie,
    },
    body: JSON.stringify({ token, ancestorOrigin: origin }),
  })
  if (!redeemed.ok) return fallback
  return ((await redeemed.json()) as { attestation: string }).attestation
}
