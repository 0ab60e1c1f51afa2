import type { ProductFacts as Facts } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { COLOUR_LABELS, MATERIAL_LABELS } from "@hogar/shared/product-facts-lists";
import { formatDimensions, formatWeight } from "@hogar/shared/product-facts-rules";
import { useId } from "react";

/**
 * The product page's Details (docs/product.md 107): dimensions "W × D × H cm", weight in
 * kg, materials, colour and whether it needs assembly, as a definition list. A fact a product added
 * before facts existed lacks says "Not given" rather than disappearing, so every page reads alike.
 */
export function ProductFacts({ facts }: { facts: Facts }) {
  const headingId = useId();
  const notGiven = m.facts_not_given();
  const known = facts.colour !== null || facts.materials.length > 0 || facts.widthCm !== null;
  const rows: [string, string][] = [
    [m.facts_dimensions(), formatDimensions(facts) ?? notGiven],
    [m.facts_weight(), facts.weightGrams === null ? notGiven : formatWeight(facts.weightGrams)],
    [
      m.facts_materials(),
      facts.materials.length > 0 ? facts.materials.map((id) => MATERIAL_LABELS[id]()).join(", ") : notGiven,
    ],
    [m.facts_colour(), facts.colour === null ? notGiven : COLOUR_LABELS[facts.colour]()],
    [
      m.facts_assembly(),
      // "false" is also what a product without facts holds, which says nothing about assembly.
      !known ? notGiven : facts.assemblyRequired ? m.facts_assembly_needed() : m.facts_assembly_ready(),
    ],
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {m.facts_heading()}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="text-muted">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
