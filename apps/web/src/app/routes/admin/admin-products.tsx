// Scaffold: replaced by the screen this route shows.
export function Component() {
  return null;
}
