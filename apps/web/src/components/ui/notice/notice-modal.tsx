import { m } from "@hogar/shared/messages";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { MAIN_ID } from "../../../lib/main-region.ts";
import { CloseIcon, NoticeIcon } from "../icons.tsx";
import { closeNotice, leaveOtherPages, type NoticeType, useNoticeState } from "./notice-store.ts";
import { useFocusNotObscured } from "./use-focus-not-obscured.ts";
import { useNoticeClearance } from "./use-notice-clearance.ts";

const accent: Record<NoticeType, string> = {
  info: "border-primary",
  warning: "border-amber-500",
  success: "border-success",
  error: "border-danger",
};

/**
 * The global notice: bottom-left, slides in, never traps focus (it is a live region, not a dialog),
 * so the shopper can keep working while it shows.
 */
export function NoticeModal() {
  const { notice, closing } = useNoticeState();
  const panelRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLElement>(null);
  // Where the focus was before it came into the notice: closing it by keyboard goes back there.
  const cameFrom = useRef<Element | null>(null);
  const handingOver = useRef(false);
  const { pathname, search } = useLocation();
  useFocusNotObscured(panelRef, notice !== null && !closing);
  useNoticeClearance(areaRef, notice?.id);
  // Another page (or checkout step): a notice raised on the one before stays there (docs/product.md 114).
  // biome-ignore lint/correctness/useExhaustiveDependencies: leaving is the reaction to a new address.
  useEffect(() => leaveOtherPages(), [pathname, search]);
  // Errors and warnings interrupt the screen reader; good news waits its turn.
  const urgent = notice !== null && (notice.type === "error" || notice.type === "warning");
  // Where the focus goes back to: where it came from, or the page's main region once that is gone.
  const focusBack = () => {
    const back = cameFrom.current;
    const target = back instanceof HTMLElement && back.isConnected ? back : document.getElementById(MAIN_ID);
    target?.focus();
  };
  const close = () => {
    // The Close button goes with the notice; the focus it held would fall to the page's body.
    if (panelRef.current?.contains(document.activeElement)) focusBack();
    closeNotice();
  };
  // Read while rendering, before React replaces or removes the panel: a focused element removed
  // leaves the focus on the body, where a keyboard user has lost their place. A store read with
  // useSyncExternalStore renders at once, never in an interrupted pass. (A focusout would not do:
  // browsers do not all fire one for an element removed.)
  const focusWasInNotice = useRef(false);
  focusWasInNotice.current = panelRef.current?.contains(document.activeElement) ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another notice, or none, shows.
  useLayoutEffect(() => {
    if (!focusWasInNotice.current || document.activeElement !== document.body) return;
    // A notice replaced: its successor's Close button takes the focus. Gone: back to where it was.
    const nextClose = panelRef.current?.querySelector("button");
    if (!nextClose) {
      focusBack();
      return;
    }
    handingOver.current = true;
    nextClose.focus();
    handingOver.current = false;
  }, [notice?.id]);
  const panel = notice && (
    <div
      key={notice.id}
      ref={panelRef}
      role={urgent ? "alert" : "status"}
      data-notice-type={notice.type}
      className={`pointer-events-auto flex w-[22rem] max-w-full items-start gap-3 rounded-xl border-l-4 bg-surface p-4 shadow-xl ring-1 ring-black/5 dark:ring-white/10 ${accent[notice.type]} ${closing ? "animate-notice-out" : "animate-notice-in"} motion-reduce:animate-none`}
    >
      <NoticeIcon type={notice.type} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">{notice.title}</p>
        <p className="mt-1 break-words text-muted">{notice.message}</p>
      </div>
      <button
        type="button"
        aria-label={m.common_close_notice()}
        onFocus={(event) => {
          // Handed from the notice this one replaced, it still came from where that one's did.
          if (!handingOver.current) cameFrom.current = event.relatedTarget;
        }}
        onClick={close}
        className="-m-1 rounded-md p-1 text-muted hover:bg-black/5 hover:text-fg dark:hover:bg-white/10"
      >
        <CloseIcon />
      </button>
    </div>
  );
  // Named, a region of the page, only while a notice shows.
  return (
    <section
      ref={areaRef}
      aria-label={notice ? m.common_notice() : undefined}
      className="pointer-events-none fixed bottom-4 left-4 z-50 max-w-[calc(100vw-2rem)]"
    >
      {/* Good news goes into a live region that is always in the page, empty until then: a status
          added with its words already in it is often not read (docs/product.md 42). An alert is
          read as it appears. */}
      <div aria-live="polite">{urgent ? null : panel}</div>
      {urgent && panel}
    </section>
  );
}
