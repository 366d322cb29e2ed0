/** How a user proved who they are: an e-mail code or a social login. */
export type EmbeddedIdentity =
  | { kind: 'email'; email: string }
  | {
      kind: 'social'
      /** e.g. `google`, `github`, or a generic OIDC provider's name. */
      provider: string
      /** The provider's stable user id (`sub`). */
      subject: string
      email?: string | undefined
      userName?: string | undefined
    }

/** The `embedded_identities` key of an identity. */
export function identityKey(identity: EmbeddedIdentity): {
  kind: string
  subject: string
} {
  return identity.kind === 'email'
    ? { kind: 'email', subject: identity.email.toLowerCase() }
    : { kind: `social:${identity.provider}`, subject: identity.subject }
}
