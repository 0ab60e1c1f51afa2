import type { SavedCard } from "@hogar/shared";

/** Small inline logos (no image requests); `role="img"` with the brand as its accessible name. */
export function BrandLogo({
  brand,
  className = "h-8 w-12",
}: {
  brand: SavedCard["brand"];
  className?: string;
}) {
  if (brand === "Mastercard") {
    return (
      <svg role="img" aria-label="Mastercard" viewBox="0 0 48 32" className={className}>
        <title>Mastercard</title>
        <rect width="48" height="32" rx="4" fill="#1f2937" />
        <circle cx="19" cy="16" r="9" fill="#eb001b" />
        <circle cx="29" cy="16" r="9" fill="#f79e1b" />
        <path d="M24 8.4a9 9 0 0 1 0 15.2 9 9 0 0 1 0-15.2Z" fill="#ff5f00" />
      </svg>
    );
  }
  return (
    <svg role="img" aria-label="Visa" viewBox="0 0 48 32" className={className}>
      <title>Visa</title>
      <rect width="48" height="32" rx="4" fill="#1a1f71" />
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fill="#ffffff"
        className="font-[Arial,Helvetica,sans-serif]"
        fontSize="14"
        fontStyle="italic"
        fontWeight="700"
        letterSpacing="0.5"
      >
        {/* The brand's own wordmark is its name in capitals. */}
        {brand.toUpperCase()}
      </text>
    </svg>
  );
}
