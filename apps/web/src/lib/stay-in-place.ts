/**
 * The navigation state of a change within the page (a filter ticked, a variant chosen), which keeps
 * the shopper where they are (app/layout/scroll-restoration.tsx). React Router's `preventScrollReset`
 * does this for its data routers' own restoration only.
 */
export const STAY_IN_PLACE = { stayInPlace: true } as const;

export const staysInPlace = (state: unknown): boolean =>
  typeof state === "object" && state !== null && "stayInPlace" in state && state.stayInPlace === true;
