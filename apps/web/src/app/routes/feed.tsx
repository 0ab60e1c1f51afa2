export function Component() {
  return (
    <>
      <title>Feed | Hogar</title>
      <h1 className="text-2xl font-semibold">Feed</h1>
      {/* The catalogue rows arrive with the catalogue issue. */}
      <p className="mt-2 text-muted">Furniture for every room is on its way.</p>
    </>
  );
}
