import { isOriginAllowed } from '@latch/common'
import type { DbQueryable } from '../db/Db.js'
import { getProject } from '../projects/getProject.js'
import { projectIdPattern } from '../projects/validateProjectFields.js'
import type { AttestationPayload, AttestationRecord } from './Attestation.js'
import type { VerifyKey } from './importVerifyKey.js'
import { isScamOrigin } from './isScamOrigin.js'
import { signAttestation } from './signAttestation.js'

export type CreateAttestationParameters = {
  key: VerifyKey
  /** As the page sent it; unknown or malformed → not verified. */
  projectId: string | undefined
  /** sha256 hex of the encrypted message, lowercase. */
  id: string
  /** sha256 hex of the decrypted payload, lowercase. */
  decryptedId: string
  /** The browser-set origin (`parseBrowserOrigin`), `''` when unknown. */
  origin: string
  ttlSeconds: number
  /** @default Date.now() */
  now?: number | undefined
}

export type CreateAttestationReturnType = {
  /** The signed JWT (ES256). */
  attestation: string
  payload: AttestationPayload
  /** What to store; `undefined` when the origin is unknown (nothing to tell). */
  record: AttestationRecord | undefined
}

/**
 * The attestation of one relay message: `isVerified` when the project
 * exists and lists the origin among its allowed origins (exact or
 * wildcard, `isOriginAllowed`), `isScam` when the origin's host or a
 * parent domain is on the scam list; signed with `key`, expiring
 * `ttlSeconds` from now. An unknown origin is never verified.
 */
export async function createAttestation(
  db: DbQueryable,
  {
    key,
    projectId,
    id,
    decryptedId,
    origin,
    ttlSeconds,
    now = Date.now(),
  }: CreateAttestationParameters,
): Promise<CreateAttestationReturnType> {
  const project =
    origin && projectId && projectIdPattern.test(projectId)
      ? await getProject(db, { id: projectId })
      : undefined
  const isVerified =
    project !== undefined && isOriginAllowed(origin, project.allowedOrigins)
  const isScam = origin ? await isScamOrigin(db, origin) : false
  const exp = Math.floor(now / 1000) + ttlSeconds
  const payload: AttestationPayload = { exp, id, origin, isScam, isVerified }
  const attestation = await signAttestation(key.privateKey, payload)
  const record = origin
    ? {
        id,
        decryptedId,
        origin,
        projectId: project?.id,
        isVerified,
        isScam,
        expiresAt: exp,
      }
    : undefined
  return { attestation, payload, record }
}
