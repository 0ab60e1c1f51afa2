import { fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter, useLocation, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { useSearchState } from "../src/lib/use-search-state.ts";

/** Two filters kept in the address, as the finding page keeps its rooms. */
function Filters() {
  const [search, setSearch] = useSearchState();
  const toggle = (room: string, on: boolean) => {
    const next = new URLSearchParams(search);
    if (on) next.append("room", room);
    else next.delete("room", room);
    setSearch(next);
  };
  return (
    <>
      {["bedroom", "kitchen"].map((room) => (
        <label key={room}>
          <input
            type="checkbox"
            checked={search.getAll("room").includes(room)}
            onChange={(event) => toggle(room, event.target.checked)}
          />
          {room}
        </label>
      ))}
    </>
  );
}

const never = new Promise<never>(() => {});
/**
 * Results that take their time for a new address, as on a busy phone. React rendered the new address
 * in a transition and kept the old results until then; Preact shows the new address at once and
 * waits for the results (docs/decisions/021-preact.md). The filters must be right either way.
 */
function SlowResults({ hold }: { hold: { current: boolean } }) {
  const location = useLocation();
  if (hold.current && location.search !== "") throw never;
  return <p>{`results for ${location.search || "everything"}`}</p>;
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderPage(hold: { current: boolean }) {
  render(
    <MemoryRouter>
      <Filters />
      <Back />
      <Suspense fallback={<p>loading</p>}>
        <SlowResults hold={hold} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe("useSearchState", () => {
  it("shows a change at once and builds the next on it while the results are on their way", () => {
    renderPage({ current: true });
    fireEvent.click(screen.getByRole("checkbox", { name: "bedroom" }));
    expect(screen.queryByText(/results for \?room/)).toBeNull();
    expect(screen.getByRole("checkbox", { name: "bedroom" })).toHaveProperty("checked", true);

    fireEvent.click(screen.getByRole("checkbox", { name: "kitchen" }));
    expect(screen.getByRole("checkbox", { name: "bedroom" })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: "kitchen" })).toHaveProperty("checked", true);
  });

  it("follows the address once it arrives, and Back undoes a change", () => {
    const hold = { current: false };
    renderPage(hold);
    fireEvent.click(screen.getByRole("checkbox", { name: "bedroom" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "kitchen" }));
    expect(screen.getByText("results for ?room=bedroom&room=kitchen")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("results for ?room=bedroom")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "bedroom" })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: "kitchen" })).toHaveProperty("checked", false);
  });
});
