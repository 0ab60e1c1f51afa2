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

export function showNotice(notice: Omit<Notice, "id">): void {
  clearTimeout(resetTimer);
  setState({ notice: { ...notice, id: nextId++ }, closing: false });
}

export function closeNotice(): void {
  if (!state.notice || state.closing) return;
  setState({ ...state, closing: true });
  resetTimer = setTimeout(() => setState({ notice: null, closing: false }), NOTICE_RESET_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNoticeState(): NoticeState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
