import { productListQuerySchema } from "@hogar/shared";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../src/db/client.ts";
import type { createCatalogRepository } from "../src/modules/catalog/catalog.repository.ts";
import { createCatalogService } from "../src/modules/catalog/catalog.service.ts";

type Repository = ReturnType<typeof createCatalogRepository>;

/** A catalogue where nothing matches "sofaa" and "sofa" is the closest known word. */
function repositoryWithTypo() {
  const closestWords = vi.fn(async (words: string[]) => words.map((w) => (w === "sofaa" ? "sofa" : w)));
  const repository = {
    relevancePage: vi.fn(async () => ({ total: 0, ids: [] })),
    findManyByIds: vi.fn(async () => []),
    suggestions: vi.fn(async () => []),
    closestWords,
  } as unknown as Repository;
  return { repository, closestWords };
}

const search = (q: string) => productListQuerySchema.parse({ q });

describe("a misspelt search's correction", () => {
  it("is worked out once and kept, for searches and suggestions alike", async () => {
    const { repository, closestWords } = repositoryWithTypo();
    const catalog = createCatalogService({} as Db, repository);

    await catalog.list(search("sofaa"));
    await catalog.list(search("SOFAA"));
    await catalog.suggestions("sofaa");
    expect(closestWords).toHaveBeenCalledTimes(1);
    expect(closestWords).toHaveBeenCalledWith(["sofaa"]);
    // The corrected words were searched for.
    expect(repository.relevancePage).toHaveBeenCalledWith(
      expect.objectContaining({ q: "sofa" }),
      0,
      expect.any(Number),
      expect.any(Number),
    );
  });

  it("is worked out again once this process changed a product", async () => {
    const { repository, closestWords } = repositoryWithTypo();
    const catalog = createCatalogService({} as Db, repository);

    await catalog.list(search("sofaa"));
    catalog.forgetCached();
    await catalog.list(search("sofaa"));
    expect(closestWords).toHaveBeenCalledTimes(2);
  });
});
