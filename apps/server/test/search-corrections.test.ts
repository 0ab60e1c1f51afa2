import { productListQuerySchema } from "@hogar/shared";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../src/db/client.ts";
import type { createCatalogRepository } from "../src/modules/catalog/catalog.repository.ts";
import { createCatalogService } from "../src/modules/catalog/catalog.service.ts";

type Repository = ReturnType<typeof createCatalogRepository>;

/** A catalogue where nothing matches "chiar" and "chair" is the closest known word. */
function repositoryWithTypo() {
  const closestWords = vi.fn(async (words: string[]) => words.map((w) => (w === "chiar" ? "chair" : w)));
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

    await catalog.list(search("chiar"));
    await catalog.list(search("CHIAR"));
    await catalog.suggestions("chiar");
    expect(closestWords).toHaveBeenCalledTimes(1);
    expect(closestWords).toHaveBeenCalledWith(["chiar"]);
    // The corrected words were searched for.
    expect(repository.relevancePage).toHaveBeenCalledWith(
      expect.objectContaining({ q: "chair" }),
      0,
      expect.any(Number),
      expect.any(Number),
    );
  });

  it("is worked out again once this process changed a product", async () => {
    const { repository, closestWords } = repositoryWithTypo();
    const catalog = createCatalogService({} as Db, repository);

    await catalog.list(search("chiar"));
    catalog.forgetCached();
    await catalog.list(search("chiar"));
    expect(closestWords).toHaveBeenCalledTimes(2);
  });

  it("puts a misspelt Spanish word right from the Spanish words, then searches it in English", async () => {
    const { repository, closestWords } = repositoryWithTypo();
    const catalog = createCatalogService({} as Db, repository);
    const meant: [typed: string, searched: string][] = [
      ["silon", "armchair"],
      ["mesa de sentro", "coffee table"],
      ["lampra de pie", "floor lamp"],
      ["sofaa", "sofa"],
    ];
    for (const [typed, searched] of meant) {
      await catalog.list(search(typed));
      expect(repository.relevancePage).toHaveBeenLastCalledWith(
        expect.objectContaining({ q: searched }),
        0,
        expect.any(Number),
        expect.any(Number),
      );
    }
    // Known words and joining words stay as typed: "para" is not "pared".
    await catalog.list(search("cojin para sala"));
    expect(closestWords).toHaveBeenLastCalledWith(["sala"]);
  });
});
