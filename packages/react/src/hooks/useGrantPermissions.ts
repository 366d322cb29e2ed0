import {
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from '@latch/core'
import {
  actionMutationHook,
  type NamedActionMutation,
} from '../internal/useActionMutation.js'

export type UseGrantPermissionsReturnType = NamedActionMutation<
  'grantPermissions',
  GrantPermissionsParameters,
  GrantPermissionsReturnType
>

/** https://latch.dev/docs/react/hooks/useGrantPermissions */
export const useGrantPermissions: () => UseGrantPermissionsReturnType =
  actionMutationHook('grantPermissions', grantPermissions)
