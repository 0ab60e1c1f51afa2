import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useSharedQuery } from "../src/lib/shared-query.ts";
import { json, later, stubFetch } from "./helpers/fake-api.ts";

const savedIds = {
  queryKey: ["saved-ids"],
  queryFn: () => fetch("/api/saved-ids").then((r) => r.json() as Promise<string[]>),
};

const renders = new Map<string, number>();

/** One copy of many (a card's toggle): says whether its id is saved, and counts its renders. */
function Saved({ id }: { id: string }) {
  const saved = useSharedQuery(savedIds, (result) => result.data?.includes(id) ?? false);
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <p>{`${id}: ${saved ? "saved" : "not saved"}`}</p>;
}

function withClient(client: QueryClient, ui: ReactNode) {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

describe("a query shared by many copies of a component", () => {
  it("is read once for all of them, and stops being observed when the last one goes", async () => {
    const sent = stubFetch(() => json(200, ["b"]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = render(
      withClient(
        client,
        ["a", "b", "c"].map((id) => <Saved key={id} id={id} />),
      ),
    );

    await screen.findByText("b: saved");
    expect(screen.getByText("a: not saved")).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(client.getQueryCache().find({ queryKey: savedIds.queryKey })?.getObserversCount()).toBe(1);

    page.unmount();
    expect(client.getQueryCache().find({ queryKey: savedIds.queryKey })?.getObserversCount()).toBe(0);
  });

  it("renders again only the copies whose own answer changed", async () => {
    stubFetch(() => json(200, []));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    renders.clear();
    render(
      withClient(
        client,
        ["a", "b", "c"].map((id) => <Saved key={id} id={id} />),
      ),
    );
    await waitFor(() => expect(client.getQueryData(savedIds.queryKey)).toEqual([]));
    const before = new Map(renders);

    act(() => client.setQueryData(savedIds.queryKey, ["b"]));

    expect(screen.getByText("b: saved")).toBeTruthy();
    expect(renders.get("b")).toBe((before.get("b") ?? 0) + 1);
    expect(renders.get("a")).toBe(before.get("a"));
    expect(renders.get("c")).toBe(before.get("c"));
  });

  it("shows the cache as it is now to a copy shown after the list changed unobserved", async () => {
    const read = later();
    stubFetch(() => read.response);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const first = render(withClient(client, <Saved id="a" />));
    await act(async () => read.answer(json(200, [])));
    await screen.findByText("a: not saved");
    first.unmount();

    // Changed elsewhere (another page's own observer) while no copy was shown.
    client.setQueryData(savedIds.queryKey, ["a"]);
    render(withClient(client, <Saved id="a" />));
    expect(screen.getByText("a: saved")).toBeTruthy();
  });

  it("follows the list into a cleared cache while copies are shown", async () => {
    stubFetch(() => json(200, ["a"]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    render(withClient(client, <Saved id="a" />));
    await screen.findByText("a: saved");

    // A sign-out clears the cache; the next shopper's list is another query.
    act(() => client.clear());
    act(() => client.setQueryData(savedIds.queryKey, []));
    expect(screen.getByText("a: not saved")).toBeTruthy();
  });
});
