import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { historyQueryKey } from "../src/features/catalog/api/get-history.ts";
import { useRecordView } from "../src/features/catalog/api/record-view.ts";
import { json, later, refusal, stubFetch } from "./helpers/fake-api.ts";

// The product page records each view (docs/product.md 16) without waiting on it: the page must not
// render again for the request's states, and the history reads again once the view is saved.

const PRODUCT_ID = "00000000-0000-4000-8000-0000000000b1";

function renderPageRecording(queryClient: QueryClient): { renders: () => number } {
  let renders = 0;
  function Page() {
    renders++;
    const record = useRecordView();
    useEffect(() => record(PRODUCT_ID), [record]);
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );
  return { renders: () => renders };
}

describe("recording a product view", () => {
  it("sends it once, renders nothing again, and has the history read again once saved", async () => {
    const saved = later();
    const sent = stubFetch(() => saved.response);
    const queryClient = new QueryClient();
    queryClient.setQueryData(historyQueryKey, { items: [] });
    const page = renderPageRecording(queryClient);

    await waitFor(() =>
      expect(sent).toEqual([{ method: "POST", path: `/api/history/${PRODUCT_ID}`, body: undefined }]),
    );
    expect(queryClient.getQueryState(historyQueryKey)?.isInvalidated).toBe(false);
    saved.answer(json(201, {}));
    await waitFor(() => expect(queryClient.getQueryState(historyQueryKey)?.isInvalidated).toBe(true));
    expect(page.renders()).toBe(1);
  });

  it("says nothing when the view could not be saved", async () => {
    const sent = stubFetch(() => refusal(503, "The shop is unavailable."));
    const queryClient = new QueryClient();
    queryClient.setQueryData(historyQueryKey, { items: [] });
    renderPageRecording(queryClient);

    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryState(historyQueryKey)?.isInvalidated).toBe(false);
  });
});
