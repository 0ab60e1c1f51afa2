/**
 * One `Intl.DateTimeFormat` per time zone for a call site's locale and options. Building one costs
 * tens of microseconds, and checkout built three per order: 5% of the shop's CPU under load
 * (docs/decisions/019).
 */
export function formatPerTimeZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}
