// The rule modules' messages are said in the language of the moment they are called (docs/product.md
// 80): English as the spec words it, Mexican Spanish when the shopper's language is es-MX.
import { getLocale, overwriteGetLocale } from "@hogar/shared/i18n-runtime";
import { afterEach, describe, expect, it } from "vitest";
import {
  CATEGORY_TITLES,
  cardInputSchema,
  failureText,
  LIST_FULL_MESSAGES,
  nameProblem,
  ORDER_STATUS_LABELS,
  PASSWORD_HINT,
  PRICE_BANDS,
  productProblems,
  resultsHeading,
  returnReasonProblem,
  signInMethodName,
  signUpSchema,
} from "../src/index.ts";

const original = getLocale;
afterEach(() => overwriteGetLocale(original));
const speak = (locale: "en" | "es-MX") => overwriteGetLocale(() => locale);

/** The first message a schema gives for a value. */
function firstMessage(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe("the rule modules' words", () => {
  it("are the spec's English by default", () => {
    expect(PASSWORD_HINT()).toBe("8-16 characters, at least one digit, one lower and upper case letter");
    expect(nameProblem("")).toBe("Name is required");
    expect(CATEGORY_TITLES["living room"]()).toBe("Living Room");
    expect(PRICE_BANDS.map((band) => band.label())).toEqual([
      "Under $1,000",
      "$1,001 - $1,500",
      "$1,501 - $2,000",
      "$2,001 - $3,000",
      "$3,000 and over",
    ]);
    expect(ORDER_STATUS_LABELS.return_requested()).toBe("Return requested");
    expect(LIST_FULL_MESSAGES.cart()).toBe(
      "Your shopping cart holds up to 100 different products. Remove one to add another.",
    );
  });

  it("change with the language without reloading anything", () => {
    speak("es-MX");
    expect(nameProblem("")).toBe("Escribe tu nombre");
    expect(CATEGORY_TITLES.bedroom()).toBe("Recámara");
    expect(PRICE_BANDS[0].label()).toBe("Menos de $1,000");
    expect(PRICE_BANDS[4].label()).toBe("$3,000 o más");
    expect(ORDER_STATUS_LABELS.paid()).toBe("Pagado");
    expect(failureText("card_declined")).toBe("La tarjeta fue rechazada.");
    expect(failureText("Payment timed out")).toBe("Payment timed out");
    expect(signInMethodName("credential")).toBe("correo y contraseña");
    expect(signInMethodName("google")).toBe("Google");
    expect(returnReasonProblem("x".repeat(501))).toBe("El motivo puede tener hasta 500 caracteres");
    expect(
      productProblems({ name: "", category: "", images: "", stock: "", price: "", description: "" }),
    ).toEqual({
      name: "Escribe el nombre del producto",
      category: "Elige un espacio",
      images: "Agrega al menos una imagen: una dirección o un archivo",
      stock: "Las existencias deben ser un número entero, de al menos 1",
      price: "El precio debe ser de al menos 1, con hasta dos decimales",
      description: "Escribe una descripción",
    });
    speak("en");
    expect(nameProblem("")).toBe("Name is required");
  });

  it('count results as the spec does in English ("0 product found") and by plural rules in Spanish', () => {
    expect([0, 1, 2].map(resultsHeading)).toEqual(["0 product found", "1 product found", "2 products found"]);
    speak("es-MX");
    expect([0, 1, 2].map(resultsHeading)).toEqual([
      "0 productos encontrados",
      "1 producto encontrado",
      "2 productos encontrados",
    ]);
  });

  it("are made by a schema when it checks, not when it was built", () => {
    const cards = cardInputSchema();
    expect(firstMessage(signUpSchema, { name: "Ana", email: "ana@", password: "Casa2024x" })).toBe(
      "Enter a valid e-mail address",
    );
    speak("es-MX");
    expect(firstMessage(signUpSchema, { name: "Ana", email: "ana@", password: "Casa2024x" })).toBe(
      "Escribe un correo electrónico válido",
    );
    expect(
      firstMessage(cards, {
        number: "4242424242424242",
        holderName: "Ana",
        month: "13",
        year: "49",
        ccv: "123",
      }),
    ).toBe("Elige un mes entre 01 y 12");
  });
});
