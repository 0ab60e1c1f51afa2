// The catalogue's names call some things two ways: "Paz Oak Nightstand" and "Lino White Bedside
// Table" are both what a Mexican shopper calls a buró or a mesa de noche. A search for either name
// finds both (docs/product.md 13).

/** The names' words for one thing, lower case: each name of a group finds the others. */
const SAME_THING: readonly (readonly string[])[] = [
  ["nightstand", "bedside table"],
  ["towel rack", "towel holder", "towel rail"],
  ["bathroom rug", "bath mat"],
];

/**
 * The phrase with each name of a group it holds (as whole words, singular or plural) said each other
 * way; none if it holds none. Full-text search stems the words, so the singular finds plurals too.
 */
export function otherNamesOf(phrase: string): string[] {
  const others: string[] = [];
  for (const group of SAME_THING) {
    for (const name of group) {
      const whole = new RegExp(`(^|\\s)${name}s?(?=\\s|$)`);
      if (!whole.test(phrase)) continue;
      for (const other of group) if (other !== name) others.push(phrase.replace(whole, `$1${other}`));
    }
  }
  return others;
}
