import { CODE128_QUIET_ZONE_MODULES, code128Bars, code128Modules } from "@hogar/shared/code128";

/**
 * A Code 128 barcode drawn inline (docs/product.md 86: the OXXO reference the cashier scans), with
 * the bars code128Svg draws for the mail: black on white whatever the theme, the standard's quiet
 * zones, crisp edges so no bar blurs into its neighbour. It scales down to fit narrow screens.
 */
export function Barcode({
  digits,
  label,
  moduleWidth = 2,
  height = 80,
}: {
  digits: string;
  /** The accessible name ("Barcode for reference 1234..."): a picture of bars says nothing by itself. */
  label: string;
  moduleWidth?: number;
  height?: number;
}) {
  const width = (code128Modules(digits).length + 2 * CODE128_QUIET_ZONE_MODULES) * moduleWidth;
  return (
    <svg
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      shapeRendering="crispEdges"
      className="block h-auto max-w-full"
    >
      <rect width={width} height={height} fill="#fff" />
      {code128Bars(digits).map((bar) => (
        <rect
          key={bar.start}
          x={(bar.start + CODE128_QUIET_ZONE_MODULES) * moduleWidth}
          width={bar.width * moduleWidth}
          height={height}
          fill="#000"
        />
      ))}
    </svg>
  );
}
