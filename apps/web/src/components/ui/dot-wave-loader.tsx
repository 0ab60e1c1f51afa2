import { m } from "@hogar/shared/messages";

const delays = ["0ms", "100ms", "200ms", "300ms"];

/** The dot-wave loader (docs/product.md 44). Reduced-motion users get still dots (motion-reduce). */
export function DotWaveLoader({ label = m.common_loading() }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-end justify-center gap-2 py-6">
      {delays.map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-3 animate-dot-wave rounded-full motion-reduce:animate-none bg-primary"
          style={{ animationDelay: delay }}
        />
      ))}
    </div>
  );
}

/** Whole-screen variant while the session is being checked. */
export function PageLoader() {
  return (
    <main className="grid min-h-dvh place-items-center">
      <DotWaveLoader />
    </main>
  );
}
