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
      {/* On a phone each value goes under its term: beside "Medidas (ancho × fondo × alto)" the
          values had a third of the width and broke ("78 × 80 × 82 / cm"). */}
      <dl className="grid grid-cols-1 sm:grid-cols-[auto_1fr] sm:gap-x-6 sm:gap-y-1.5">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="mb-2 text-muted sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
