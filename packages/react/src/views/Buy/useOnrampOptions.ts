import { type GetOnrampOptionsReturnType, getOnrampOptions } from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'

/**
 * The on-ramp's options (the API's, or the built-in sample when it fails:
 * `getOnrampOptions` never throws); undefined while they load.
 */
export function useOnrampOptions(): GetOnrampOptionsReturnType | undefined {
  const config = useConfig()
  const [options, setOptions] = useState<GetOnrampOptionsReturnType>()
  useEffect(() => {
    let current = true
    void getOnrampOptions(config).then((o) => current && setOptions(o))
    return () => {
      current = false
    }
  }, [config])
  return options
}
