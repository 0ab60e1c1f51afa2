import { Link } from "react-router";

export function Component() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <title>Page not found | Hogar</title>
      <div>
        <h1 className="text-2xl font-semibold">Page not found</h1>
        <p className="mt-2 text-muted">The page you are looking for does not exist.</p>
        <Link
          to="/feed"
          className="mt-6 inline-block rounded-lg bg-primary px-6 py-2.5 font-semibold text-white hover:bg-[#7e2fc8]"
        >
          Go to the feed
        </Link>
      </div>
    </main>
  );
}
