// Entry of the secure frame's bundle (frame-dist/frame.js), loaded by the
// page the embedded-wallet service serves at GET /frame.
import './frame.css'
import { startFrame } from './startFrame.js'

startFrame({ window })
