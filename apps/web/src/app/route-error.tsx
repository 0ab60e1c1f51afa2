import { Link, useRouteError } from "react-router";

/** A lazy route chunk that did not arrive (offline, or a deploy replaced the hashed files). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
    error.message,
  );
}

/** Error screen for routes that own the whole page (no frame around them). */
export function RouteError() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <RouteErrorContent />
    </main>
  );
}

/** Error screen for routes inside the signed-in frame, which already provides <main>. */
export function FramedRouteError() {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-center">
      <RouteErrorContent />
    </div>
  );
}

function RouteErrorContent() {
  const error = useRouteError();

  if (isChunkLoadError(error)) {
    return (
      <div>
        <h1 className="text-xl font-semibold">This page could not be loaded.</h1>
        <p className="mt-2 text-muted">Check your connection and try again.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-[#7e2fc8]"
        >
          Retry
        </button>
      </div>
    );
  }

  if (import.meta.env.DEV) console.error(error);
  return (
    <div>
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-muted">An unexpected error stopped this page.</p>
      {/* A full navigation (reloadDocument) leaves a possibly broken app state behind. */}
      <Link
        to="/"
        reloadDocument
        className="mt-6 inline-block rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-[#7e2fc8]"
      >
        Back to the start
      </Link>
    </div>
  );
}
