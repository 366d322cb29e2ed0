/**
 * What a one-time code proves: a login, the current address of an e-mail
 * update (primary), or the new address (secondary).
 */
export type CodePurpose = 'login' | 'update_primary' | 'update_secondary'
