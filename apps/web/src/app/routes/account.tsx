import type { Me } from "@hogar/shared";
import { useOutletContext } from "react-router";

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

export function Component() {
  const me = useOutletContext<Me>();
  return (
    <>
      <title>My Profile | Hogar</title>
      <h1 className="text-2xl font-semibold">My Profile</h1>
      <div className="mt-6 flex items-center gap-4">
        {me.image ? (
          // The name is printed beside it, so the photo adds nothing for a screen reader.
          <img
            src={me.image}
            alt=""
            referrerPolicy="no-referrer"
            className="size-20 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-20 place-items-center rounded-full bg-primary text-2xl font-semibold text-white"
          >
            {initials(me.name)}
          </span>
        )}
        <p className="text-lg font-medium">{me.name}</p>
      </div>
    </>
  );
}
