import { runInNewContext } from 'node:vm'

/**
 * Tests only: runs the attestation page's scripts the way a browser frame
 * would (in a fresh VM context, with the page's data element and a parent
 * window that records `postMessage` calls).
 */
export function runAttestationPage(html: string) {
  const data =
    /<script type="application\/json" id="attestation">(.*?)<\/script>/s.exec(
      html,
    )?.[1]
  const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map(
    (m) => m[1]!,
  )
  const posted: { message: unknown; targetOrigin: unknown }[] = []
  const parent = {
    postMessage: (message: unknown, targetOrigin: unknown) =>
      posted.push({ message, targetOrigin }),
  }
  const document = {
    getElementById: (id: string) =>
      id === 'attestation' ? { textContent: data } : null,
  }
  for (const script of scripts)
    runInNewContext(script, { window: { parent }, document, JSON })
  return { posted, scripts }
}
