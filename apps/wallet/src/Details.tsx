/** Label/value lines as a description list. */
export function Details({
  items,
}: {
  items: readonly { label: string; value: string }[]
}) {
  return (
    <dl className="details">
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
