/** Rules of the Activity tab's rows (the panel's own chunk). */
export const activityCss = `
[data-latch] .l-activity{align-items:flex-start}
[data-latch] .l-activity-icon{display:inline-grid;place-items:center;flex:none;width:32px;height:32px;border-radius:50%;background:var(--latch-surface-hover);font-weight:700}
[data-latch] .l-activity[data-status=failed] .l-activity-status{color:var(--latch-error)}
[data-latch] .l-activity a{color:inherit;font-size:14px}
[data-latch] .l-activity .l-muted{white-space:nowrap}
[data-latch] .l-activity .l-item-end{max-width:45%}
[data-latch] .l-activity-nft{border-radius:8px;object-fit:cover}
[data-latch] .l-activity-nft-name{display:inline-block;max-width:140px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;vertical-align:bottom}
`
