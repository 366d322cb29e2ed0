import { createContext, useContext } from 'react'

/**
 * Whether the view around is shown: false while Modal keeps Connect built,
 * hidden, between opens (its standby). What a view would start when it
 * shows — requests, preloads, images — waits for true. Outside the modal
 * (a host's own use of a hook) it is true.
 */
export const ViewShownContext = createContext(true)

/** See ViewShownContext. */
export const useViewShown = () => useContext(ViewShownContext)
