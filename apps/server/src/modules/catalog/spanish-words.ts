// The catalogue's names are in English, and a Mexican shopper searches in Spanish: "silla" found
// nothing, and "cama" was corrected to "Calma", the closest spelling (docs/product.md 13). When
// nothing matches, a Spanish word for what the shop sells is searched as the English word its names
// use, before any correction by spelling. Written without accents, as shoppers often type them.

/**
 * Spanish word (no accents, singular) → the word the catalogue's names use, for the things, rooms and
 * materials; DESCRIBING_WORDS holds the colours and shapes.
 */
const NAMING_WORDS: Record<string, string> = {
  // Furniture and rooms
  silla: "chair",
  sillon: "armchair",
  sofa: "sofa",
  mesa: "table",
  mesita: "table",
  comedor: "dining",
  centro: "coffee",
  cama: "bed",
  cabecera: "headboard",
  buro: "nightstand",
  ropero: "wardrobe",
  armario: "wardrobe",
  closet: "wardrobe",
  comoda: "dresser",
  cajonera: "dresser",
  librero: "bookcase",
  estante: "shelf",
  repisa: "shelf",
  gabinete: "cabinet",
  banco: "stool",
  taburete: "stool",
  tocador: "vanity",
  despensa: "pantry",
  alacena: "pantry",
  toallero: "towel rack",
  // In Mexico "individuales" are placemats, not single beds.
  individuales: "placemat",
  juego: "set",
  // Rooms, as the names say them ("Bathroom Mirror", "Kitchen Stool")
  bano: "bathroom",
  recamara: "bedroom",
  dormitorio: "bedroom",
  cocina: "kitchen",
  // Lighting, mirrors, textiles
  lampara: "lamp",
  espejo: "mirror",
  tapete: "rug",
  alfombra: "rug",
  cojin: "cushion",
  almohada: "pillow",
  funda: "cover",
  toalla: "towel",
  cesto: "basket",
  canasta: "basket",
  // Bathroom and kitchen
  tina: "bathtub",
  banera: "bathtub",
  lavabo: "basin",
  tetera: "kettle",
  hervidor: "kettle",
  vajilla: "dinner set",
  olla: "stockpot",
  cacerola: "saucepan",
  sarten: "pan",
  cuchillo: "knife",
  plato: "plate",
  // Materials
  roble: "oak",
  nogal: "walnut",
  pino: "pine",
  teca: "teak",
  laton: "brass",
  acero: "steel",
  cobre: "copper",
  vidrio: "glass",
  marmol: "marble",
  algodon: "cotton",
  lino: "linen",
  lana: "wool",
  terciopelo: "velvet",
  yute: "jute",
  mimbre: "rattan",
  ratan: "rattan",
  bambu: "bamboo",
  ceramica: "ceramic",
  piso: "floor",
  // "lámpara de pie" is a floor lamp, "mesa de noche" a bedside table
  pie: "floor",
  noche: "bedside",
  pared: "wall",
};

/**
 * Things Spanish names with several words, none of which says it in English: a "mueble para tv" is a
 * TV stand, a "juego de comedor" the dining table and its chairs, a "mueble de baño" a bathroom
 * cabinet or a vanity. Each phrase is its words in order (each one of several, folded and singular,
 * joining words left out) and the English names of the thing.
 */
const PHRASES: { words: readonly (readonly string[])[]; english: readonly string[] }[] = [
  {
    words: [
      ["mueble", "mesa", "rack"],
      ["tv", "tele", "television", "pantalla"],
    ],
    english: ["tv stand"],
  },
  { words: [["centro"], ["entretenimiento"]], english: ["tv stand"] },
  { words: [["juego"], ["comedor"]], english: ["dining"] },
  // A "sala" is the living room's sofa and armchairs.
  { words: [["juego"], ["sala"]], english: ["sofa", "armchair"] },
  { words: [["mueble"], ["bano"]], english: ["bathroom cabinet", "vanity"] },
];

/**
 * The English names of the phrase of PHRASES the words hold (meaningful words, in order), with the
 * words around it; undefined when they hold none.
 */
export function phraseIn(words: string[]): { english: readonly string[]; rest: string[] } | undefined {
  for (const phrase of PHRASES) {
    const start = words.findIndex((_, at) =>
      phrase.words.every((choices, i) => {
        const typed = words[at + i];
        return typed !== undefined && singularsOf(typed).some((singular) => choices.includes(singular));
      }),
    );
    if (start >= 0) return { english: phrase.english, rest: words.toSpliced(start, phrase.words.length) };
  }
  return undefined;
}

/**
 * Words that describe a thing rather than name it, which Spanish puts after the noun and English
 * before it: "mesa redonda" is a "round table", "lámpara colgante" a "pendant lamp".
 */
const DESCRIBING_WORDS: Record<string, string> = {
  blanco: "white",
  blanca: "white",
  negro: "black",
  negra: "black",
  gris: "grey",
  verde: "green",
  azul: "blue",
  rojo: "red",
  roja: "red",
  rosa: "pink",
  redondo: "round",
  redonda: "round",
  individual: "single",
  colgante: "pendant",
};

/** Every Spanish word the catalogue's names say in English. */
const ENGLISH_OF: Record<string, string> = { ...NAMING_WORDS, ...DESCRIBING_WORDS };

/** Whether a Spanish word (singular or plural) describes a thing rather than names it. */
export function isDescribingWord(word: string): boolean {
  return singularsOf(word).some((singular) => Object.hasOwn(DESCRIBING_WORDS, singular));
}

/** Words that only join the others ("lámpara de piso"): searched as nothing. */
const JOINING_WORDS = new Set(["de", "del", "la", "el", "los", "las", "para", "con", "y", "en", "un", "una"]);

/** The word folded, then without "es", then without "s": the singular of "mesas" or "colchones". */
function singularsOf(word: string): string[] {
  const plain = folded(word);
  return [plain, plain.replace(/es$/, ""), plain.replace(/s$/, "")];
}

/** Lower case without accents ("Lámpara" → "lampara"); ñ becomes n, as in "bañera". */
function folded(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Whether a word of a query only joins the others. */
export function isJoiningWord(word: string): boolean {
  return JOINING_WORDS.has(folded(word));
}

/** The English word the catalogue uses for a Spanish word, singular or plural; undefined for others. */
export function englishWordFor(word: string): string | undefined {
  for (const singular of singularsOf(word)) {
    if (Object.hasOwn(ENGLISH_OF, singular)) return ENGLISH_OF[singular];
  }
  return undefined;
}

/** Edits (insert, delete, replace) from one word to the other, up to `most` + 1. */
function editsBetween(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      next.push(Math.min(replace, (row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1));
    }
    row = next;
  }
  return row[b.length] ?? most + 1;
}

/**
 * The Spanish word of the list a misspelt word was meant to be ("silon" is "sillon", "sentro"
 * "centro"): one edit away, two for words of 7 letters or more; the first of the closest.
 * Undefined for a word of the list itself, or one no such word is near.
 */
export function spanishWordMeant(word: string): string | undefined {
  const plain = folded(word);
  if (englishWordFor(plain) !== undefined || plain.length < 4) return undefined;
  const most = plain.length >= 7 ? 2 : 1;
  let best: { word: string; edits: number } | undefined;
  for (const known of Object.keys(ENGLISH_OF)) {
    const edits = editsBetween(plain, known, most);
    if (edits <= most && (!best || edits < best.edits)) best = { word: known, edits };
  }
  return best?.word;
}
