// The catalogue's names call some things two ways: "Paz Oak Nightstand" and "Lino White Bedside
// Table" are both what a Mexican shopper calls a buró or a mesa de noche. A search for either name
// finds both (docs/product.md 13).

/** Pairs of the names' words for one thing, lower case. */
const SAME_THING: readonly [string, string][] = [
  ["nightstand", "bedside table"],
  ["towel rack", "towel holder"],
  ["towel rack", "towel rail"],
  ["bathroom rug", "bath mat"],
];

/**
 * The phrase with each name of a pair it holds (as whole words, singular or plural) said the other
 * way; none if it holds none. Full-text search stems the words, so the singular finds plurals too.
 */
export function otherNamesOf(phrase: string): string[] {
  const others: string[] = [];
  for (const pair of SAME_THING) {
    for (const [name, other] of [pair, [pair[1], pair[0]]]) {
      const whole = new RegExp(`(^|\\s)${name}s?(?=\\s|$)`);
      if (whole.test(phrase)) others.push(phrase.replace(whole, `$1${other}`));
    }
  }
  return others;
}
