// The ship and reason forms' rules, with the messages of shipOrderSchema and staffNoteSchema
// (packages/shared/src/back-office.ts), written without zod so the web bundle does not carry it; the
// server checks the same and answers with the same words.

export const SHIP_MESSAGES = {
  carrier: "Write the carrier",
  carrierTooLong: "The carrier must be at most 60 characters",
  trackingNumber: "The tracking number must be 4 to 40 letters, digits or dashes",
} as const;

export const NOTE_MESSAGES = {
  missing: "Write a reason",
  tooLong: "The reason must be at most 500 characters",
} as const;

export const CARRIER_MAX = 60;
export const TRACKING_NUMBER_MAX = 40;
export const NOTE_MAX = 500;

export function shipProblems(values: { carrier: string; trackingNumber: string }) {
  const carrier = values.carrier.trim();
  return {
    carrier:
      carrier.length < 2
        ? SHIP_MESSAGES.carrier
        : carrier.length > CARRIER_MAX
          ? SHIP_MESSAGES.carrierTooLong
          : undefined,
    trackingNumber: /^[A-Za-z0-9-]{4,40}$/.test(values.trackingNumber.trim())
      ? undefined
      : SHIP_MESSAGES.trackingNumber,
  };
}

export function noteProblem(note: string): string | undefined {
  const trimmed = note.trim();
  if (trimmed.length < 3) return NOTE_MESSAGES.missing;
  if (trimmed.length > NOTE_MAX) return NOTE_MESSAGES.tooLong;
  return undefined;
}
