import { useSyncExternalStore } from "react";

/**
 * One global notice (docs/product.md 42). A tiny external store (not React state) so code
 * outside components, like the query cache's error hook, can raise a notice too.
 */
export type NoticeType = "info" | "warning" | "success" | "error";

export interface Notice {
  id: number;
  type: NoticeType;
  title: string;
  message: string;
}

export interface NoticeState {
  notice: Notice | null;
  closing: boolean;
}

/** The exit animation lasts as long as this, and the notice is reset when it ends (docs/product.md 42). */
export const NOTICE_RESET_MS = 650;

let state: NoticeState = { notice: null, closing: false };
let nextId = 1;
let resetTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setState(next: NoticeState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The page the shopper is on, as notices count pages: the path, and a checkout's step, which opens
 * like a page of its own (its heading takes the focus, and its buttons stand where the last step's
 * notice was). Read from the address bar rather than the router's state, which a navigation updates
 * only once the next page is ready.
 */
function noticePageHere(): string {
  const step = new URLSearchParams(window.location.search).get("step");
  return step ? `${window.location.pathname}?step=${step}` : window.location.pathname;
}

/**
 * The page a notice belongs to (docs/product.md 114): where the shopper is once the action
 * that raised it has run, so a notice raised just before the action moves on (an order placed, a
 * card added) goes with it, and one raised on a page stays behind when the shopper leaves it.
 */
let noticePage: { id: number; page: string } | null = null;
/** The page the shopper was on when the notice was raised, and whether that page was just opening. */
let raisedOn: { id: number; page: string; opening: boolean } | null = null;

/**
 * `opening`: the notice is part of a page just opened, as a link's answer (`?notice=`, a mail's
 * link): it is treated as one that came with the shopper (docs/product.md 113).
 */
export function showNotice(
  notice: Omit<Notice, "id">,
  { opening = false }: { opening?: boolean } = {},
): void {
  clearTimeout(resetTimer);
  const id = nextId++;
  noticePage = null;
  raisedOn = { id, page: noticePageHere(), opening };
  setState({ notice: { ...notice, id }, closing: false });
  // After the rest of the action: a navigation it makes has changed the address by then.
  queueMicrotask(() => {
    if (state.notice?.id === id) noticePage = { id, page: noticePageHere() };
  });
}

/** The shopper has moved: a notice raised on another page than this one is gone at once, unanimated. */
export function leaveOtherPages(): void {
  const { notice } = state;
  if (!notice || noticePage?.id !== notice.id || noticePage.page === noticePageHere()) return;
  clearTimeout(resetTimer);
  noticePage = null;
  setState({ notice: null, closing: false });
}

/**
 * Whether the notice came with the shopper from the page where it was raised (docs/product.md 114),
 * or was raised as its page opened: either way the page has just opened and is read from its top.
 */
export function cameFromAnotherPage(id: number): boolean {
  return raisedOn?.id === id && (raisedOn.opening || raisedOn.page !== noticePageHere());
}

export function closeNotice(): void {
  if (!state.notice || state.closing) return;
  setState({ ...state, closing: true });
  resetTimer = setTimeout(() => setState({ notice: null, closing: false }), NOTICE_RESET_MS);
}

/**
 * A form is sent again: the good news of its last send ("Fiscal data saved") no longer holds, and
 * left showing beside this send's refusal it said the opposite of the form.
 */
export function closeSuccessNotice(): void {
  if (state.notice?.type === "success") closeNotice();
}

/** No notice, at once and unanimated, as on a new page load: for tests, which share one page. */
export function forgetNotice(): void {
  clearTimeout(resetTimer);
  noticePage = null;
  raisedOn = null;
  noticeScrollY = null;
  setState({ notice: null, closing: false });
}

let noticeScrollY: number | null = null;

/** The page has just moved to `y` for the notice, not for the shopper (see useNoticeClearance). */
export function markNoticeScroll(y: number): void {
  noticeScrollY = y;
}

/**
 * Whether the page stands where the notice moved it: the header stays where it is for that move.
 * Where, not when: on a busy phone the header hears of the scroll a while after it happened.
 */
export function scrolledForNotice(y: number): boolean {
  return y === noticeScrollY;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notice now, as components see it. */
export function noticeSnapshot(): NoticeState {
  return state;
}

export function useNoticeState(): NoticeState {
  return useSyncExternalStore(subscribe, noticeSnapshot, noticeSnapshot);
}
