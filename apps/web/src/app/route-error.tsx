import { m } from "@hogar/shared/messages";
import { Component, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";

/** A lazy route chunk that did not arrive (offline, or a deploy replaced the hashed files). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
    error.message,
  );
}

export interface RouteErrorProps {
  error: unknown;
}

/** Error screen for routes that own the whole page (no frame around them). */
export function RouteError({ error }: RouteErrorProps) {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <RouteErrorContent error={error} />
    </main>
  );
}

/** Error screen for routes inside the signed-in frame, which already provides <main>. */
export function FramedRouteError({ error }: RouteErrorProps) {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-center">
      <RouteErrorContent error={error} />
    </div>
  );
}

interface BoundaryProps {
  fallback: ComponentType<RouteErrorProps>;
  /** The address: going elsewhere clears the error, without remounting the page below. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

/** One route's error boundary: what threw (or a chunk that did not arrive) shows `fallback`. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    const Fallback = this.props.fallback;
    return this.state.caught ? <Fallback error={this.state.caught.error} /> : this.props.children;
  }
}

function RouteErrorContent({ error }: RouteErrorProps) {
  if (isChunkLoadError(error)) {
    return (
      <div>
        <h1 className="text-xl font-semibold">{m.common_page_not_loaded_title()}</h1>
        <p className="mt-2 text-muted">{m.common_page_not_loaded_message()}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-[#7e2fc8]"
        >
          {m.common_retry()}
        </button>
      </div>
    );
  }

  if (import.meta.env.DEV) console.error(error);
  return (
    <div>
      <h1 className="text-xl font-semibold">{m.common_error_title()}</h1>
      <p className="mt-2 text-muted">{m.common_error_message()}</p>
      {/* A full navigation (reloadDocument) leaves a possibly broken app state behind. */}
      <Link
        to="/"
        reloadDocument
        className="mt-6 inline-block rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-[#7e2fc8]"
      >
        {m.common_back_to_start()}
      </Link>
    </div>
  );
}
