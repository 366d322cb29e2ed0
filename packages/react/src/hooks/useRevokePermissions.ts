import {
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions,
} from '@latch/core'
import {
  actionMutationHook,
  type NamedActionMutation,
} from '../internal/useActionMutation.js'

export type UseRevokePermissionsReturnType = NamedActionMutation<
  'revokePermissions',
  RevokePermissionsParameters,
  RevokePermissionsReturnType
>

/** https://latch.dev/docs/react/hooks/useRevokePermissions */
export const useRevokePermissions: () => UseRevokePermissionsReturnType =
  actionMutationHook('revokePermissions', revokePermissions)
