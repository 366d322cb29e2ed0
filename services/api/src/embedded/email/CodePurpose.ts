/**
 * What a one-time code proves: a login, the current address of an e-mail
 * update (primary), or the new address (secondary); for passkey wallets,
 * an address attached for recovery, or a recovery by e-mail.
 */
export type CodePurpose =
  | 'login'
  | 'update_primary'
  | 'update_secondary'
  | 'passkey_email'
  | 'passkey_recover'
