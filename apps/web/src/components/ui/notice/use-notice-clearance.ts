import { type RefObject, useEffect } from "react";
import { isMainRegion, MAIN_ID } from "../../../lib/main-region.ts";
import { cameFromAnotherPage, markNoticeScroll } from "./notice-store.ts";

const GAP_PX = 16;
/** What a shopper presses or types in. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/** How far the page must scroll up so that no control on screen is under `cover` (0: none is). */
function overlapWithControls(area: HTMLElement): number {
  const cover = area.getBoundingClientRect();
  let lowest = Number.NEGATIVE_INFINITY;
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (area.contains(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
    // A focusable box around controls (a picture carousel) is not pressed where the notice lands:
    // its own controls count, not its corner.
    if (control.querySelector(CONTROLS)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const under =
      box.bottom > cover.top - GAP_PX &&
      box.top < cover.bottom &&
      box.right > cover.left &&
      box.left < cover.right;
    if (under) lowest = Math.max(lowest, box.bottom);
  }
  return lowest === Number.NEGATIVE_INFINITY ? 0 : lowest - cover.top + GAP_PX;
}

/** The room the fixed header takes at the window's top: the page's `scroll-padding-top` (styles.css). */
const headerSpace = () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/**
 * How far the page may scroll up before its heading goes under the fixed header; no limit once it
 * is out of sight already.
 */
function roomAboveHeading(): number {
  const heading = document.querySelector(`#${MAIN_ID} h1`);
  const top = heading ? heading.getBoundingClientRect().top - headerSpace() : -1;
  return top < 0 ? Number.POSITIVE_INFINITY : top;
}

/**
 * How far the page may scroll up before what has the focus (the button that raised the notice) goes
 * under the fixed header: its top less the page's `scroll-padding-top` (styles.css). The page's main
 * region, which takes the focus when a page opens (RouteFocus), is the whole page, not a control.
 */
function roomAboveFocus(): number {
  const focused = document.activeElement;
  if (
    !(focused instanceof HTMLElement) ||
    focused === document.body ||
    isMainRegion(focused) ||
    focused.closest("header")
  ) {
    return Number.POSITIVE_INFINITY;
  }
  const box = focused.getBoundingClientRect();
  if (box.bottom <= 0 || box.top >= window.innerHeight) return Number.POSITIVE_INFINITY;
  return Math.max(0, box.top - headerSpace());
}

/**
 * How long a notice waits for its page's controls to be drawn. A notice carried to the page an
 * action leads to (an order placed, docs/product.md 114) appears while that page is still loading
 * what it shows: the controls it would cover are not there yet.
 */
const PAGE_SETTLES_MS = 3_000;
/** What the shopper does to move the page themselves: from then on its place is theirs. */
const SHOPPER_MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Moves the page up just enough to lift the controls under the notice; whether it did. A page the
 * notice came to with the shopper has just opened and is read from its top: it moves only if its
 * heading stays in sight. Lifting the feed's second row above the welcome notice took the feed's
 * heading, filters and first row's name away; the page's room at its foot still lets the shopper
 * scroll any control clear.
 */
function liftControls(area: HTMLElement, noticeId: number): boolean {
  const needed = overlapWithControls(area);
  // Asked at each try: the page the notice goes to is drawn after the notice appears.
  if (cameFromAnotherPage(noticeId) && needed > roomAboveHeading()) return false;
  const overlap = Math.min(needed, roomAboveFocus());
  if (overlap <= 0) return false;
  window.scrollBy({ top: overlap, behavior: "instant" });
  markNoticeScroll(window.scrollY);
  return true;
}

/**
 * Until the page settles, lifts the controls that land under the notice as the page draws them,
 * once; the shopper moving the page ends the wait. Returns what stops it.
 */
function liftControlsAsDrawn(area: HTMLElement, noticeId: number): () => void {
  let frame = 0;
  const watcher = new MutationObserver(() => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (liftControls(area, noticeId)) stop();
    });
  });
  const timer = setTimeout(() => stop(), PAGE_SETTLES_MS);
  function stop() {
    watcher.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    for (const type of SHOPPER_MOVES) window.removeEventListener(type, stop);
  }
  watcher.observe(document.body, { childList: true, subtree: true });
  for (const type of SHOPPER_MOVES) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * While a notice shows, it covers none of the controls the shopper could see (docs/product.md
 * 113):
 * - the page gets room at its foot as tall as the notice (`--notice-space`, styles.css), so even the
 *   last controls of a page can stand above it;
 * - when the notice appears, the page moves up once, just enough that the controls it landed on
 *   stand above it (what comes up from below the window was not in sight), and never so far that
 *   what has the focus goes under the header. A notice that arrives before its page's controls
 *   (carried to the next page) does this once they are drawn. Scrolling afterwards is the
 *   shopper's, as under the header; what the keyboard focuses later is kept clear of both by the
 *   page's scroll padding.
 */
export function useNoticeClearance(
  areaRef: RefObject<HTMLElement | null>,
  noticeId: number | undefined,
): void {
  useEffect(() => {
    const area = areaRef.current;
    if (noticeId === undefined || !area) return;
    const root = document.documentElement;
    const makeRoom = () =>
      root.style.setProperty("--notice-space", `${Math.ceil(area.offsetHeight + 2 * GAP_PX)}px`);

    makeRoom();
    const stopWaiting = liftControls(area, noticeId) ? undefined : liftControlsAsDrawn(area, noticeId);
    // A notice that grows (a longer message in another language) needs more room.
    const observer = new ResizeObserver(makeRoom);
    observer.observe(area);
    return () => {
      stopWaiting?.();
      observer.disconnect();
      root.style.removeProperty("--notice-space");
    };
  }, [areaRef, noticeId]);
}
