/** The id of each frame's <main>: the skip link leads there, and opening a page focuses it (RouteFocus). */
export const MAIN_ID = "main";

/** Whether an element is the page's main region, which holds the whole page rather than being a control. */
export const isMainRegion = (element: Element): boolean => element.id === MAIN_ID;
