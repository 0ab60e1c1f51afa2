/** A line's variant in words ("Linen · 3 seats") under its product's name; nothing for a product without variants. */
export function VariantWords({
  label,
  className = "",
}: {
  label: string | null | undefined;
  className?: string;
}) {
  if (!label) return null;
  return <span className={`block text-sm text-muted ${className}`}>{label}</span>;
}
