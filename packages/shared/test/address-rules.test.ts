import { describe, expect, it } from "vitest";
import { addressInputSchema } from "../src/account.ts";
import { addressLines, countryName, isAddressComplete } from "../src/address-format.ts";
import {
  ADDRESS_MESSAGES,
  type AddressInput,
  addressProblem,
  canSubmitAddress,
  findAddressProblem,
  PHONE_MAX_DIGITS,
  phoneDigits,
  phoneForReading,
} from "../src/address-rules.ts";
import { inSpanish } from "./in-spanish.ts";

const address: AddressInput = {
  fullName: "Ana López",
  street: "Av. Insurgentes Sur",
  exteriorNumber: "1602",
  colonia: "Crédito Constructor",
  municipality: "Benito Juárez",
  state: "CMX",
  postalCode: "03940",
  phone: "5512345678",
};

describe("address rules (docs/product.md 83)", () => {
  it("accept a complete address, with or without interior number and instructions", () => {
    expect(addressProblem(address)).toBeNull();
    expect(addressProblem({ ...address, interiorNumber: "4", instructions: "Ring twice" })).toBeNull();
    expect(canSubmitAddress(address)).toBe(true);
  });

  it("report the first problem: fields, postal code, postal code of the estado, phone", () => {
    const allWrong = { ...address, colonia: " ", postalCode: "44100", phone: "1" };
    expect(addressProblem({ ...allWrong, postalCode: "1" })).toBe("Please fill in all the fields");
    expect(addressProblem({ ...allWrong, colonia: "Centro", postalCode: "1" })).toBe(
      "Please enter a valid postal code",
    );
    expect(addressProblem({ ...allWrong, colonia: "Centro" })).toBe(
      "The postal code 44100 does not belong to Ciudad de México",
    );
    expect(addressProblem({ ...allWrong, colonia: "Centro", postalCode: "03940" })).toBe(
      "Please enter a valid phone number",
    );
  });

  it.each(["fullName", "street", "exteriorNumber", "colonia", "municipality", "state"] as const)(
    "need %s, and name it among the fields to fill",
    (field) => {
      const problem = findAddressProblem({ ...address, [field]: "" });
      expect(problem).toEqual({ kind: "fill", message: ADDRESS_MESSAGES.fill(), fields: [field] });
    },
  );

  it("name an empty postal code and phone among the fields to fill, with the others", () => {
    const problem = findAddressProblem({ ...address, street: "", postalCode: "", phone: " " });
    expect(problem).toEqual({
      kind: "fill",
      message: ADDRESS_MESSAGES.fill(),
      fields: ["street", "postalCode", "phone"],
    });
  });

  it("keep each line on one line: a line break or an invisible character is refused and its fields marked", () => {
    const problem = findAddressProblem({ ...address, fullName: "Ana\r\nBcc: x", colonia: "Juárez\u0007" });
    expect(problem).toEqual({
      kind: "oneLine",
      message: "Write each part of the address on one line, without line breaks or invisible characters",
      fields: ["fullName", "colonia"],
    });
    // Unicode's own line breaks, and text made to read backwards on the label.
    expect(
      findAddressProblem({ ...address, street: "Reforma\u2029Bcc", municipality: "\u202Eco\u2069" })?.fields,
    ).toEqual(["street", "municipality"]);
    // Accents, ñ and emoji joined by U+200D are ordinary text.
    expect(findAddressProblem({ ...address, fullName: "Peña Ñúñez 👩‍👩‍👧" })).toBeNull();
    // The delivery instructions may take several lines, but not escape codes or reversed text.
    expect(findAddressProblem({ ...address, instructions: "Gate 2.\nRing twice." })).toBeNull();
    expect(findAddressProblem({ ...address, instructions: "Gate \u202e2 etag" })).toEqual({
      kind: "control",
      message: "Remove the control and invisible characters from the text",
      fields: ["instructions"],
    });
  });

  it("count a field of invisible characters only as empty", () => {
    expect(findAddressProblem({ ...address, colonia: "\u200b\u200b", street: "\ufeff \u00ad" })).toEqual({
      kind: "fill",
      message: ADDRESS_MESSAGES.fill(),
      fields: ["street", "colonia"],
    });
  });

  it("say a field is too long and mark it, rather than the form cutting it", () => {
    expect(findAddressProblem({ ...address, fullName: "A".repeat(101) })).toEqual({
      kind: "tooLong",
      message: "The marked field takes at most 100 characters",
      fields: ["fullName"],
    });
    expect(findAddressProblem({ ...address, exteriorNumber: "1".repeat(21) })?.fields).toEqual([
      "exteriorNumber",
    ]);
  });

  it("take only one of the 32 estados, and say so rather than call the field empty", () => {
    expect(findAddressProblem({ ...address, state: "Jalisco" })).toEqual({
      kind: "state",
      message: "Choose one of Mexico's 32 estados",
      fields: ["state"],
    });
    expect(findAddressProblem({ ...address, state: "MX-CMX" })?.kind).toBe("state");
    // Empty, it is unfilled like the others.
    expect(findAddressProblem({ ...address, state: "" })?.kind).toBe("fill");
  });

  it("name the postal code and the chosen estado when they do not match, and mark both", () => {
    expect(findAddressProblem({ ...address, postalCode: "06600", state: "JAL" })).toEqual({
      kind: "postalCodeState",
      message: "The postal code 06600 does not belong to Jalisco",
      fields: ["postalCode", "state"],
    });
  });

  it("speak the shopper's language", () => {
    inSpanish(() => {
      expect(addressProblem({ ...address, street: "" })).toBe("Por favor, llena todos los campos");
      expect(addressProblem({ ...address, postalCode: "06600", state: "JAL" })).toBe(
        "El código postal 06600 no corresponde a Jalisco",
      );
    });
    expect(addressProblem({ ...address, phone: "12" })).toBe("Please enter a valid phone number");
  });

  it.each([
    ["0394", false],
    ["03940", true],
    ["039400", false],
    ["0394a", false],
  ])("postal code %s valid: %s", (postalCode, valid) => {
    expect(addressProblem({ ...address, postalCode }) === null).toBe(valid);
  });

  it.each([
    ["1234567", false],
    ["12345678", true],
    ["123456789012345", true],
    ["1234567890123456", false],
    ["5512-3456", false],
  ])("phone %s valid: %s", (phone, valid) => {
    expect(addressProblem({ ...address, phone }) === null).toBe(valid);
  });

  it("read as disabled while a required field is empty, the postal code is not 5 long or the phone is empty", () => {
    expect(canSubmitAddress({ ...address, colonia: "" })).toBe(false);
    expect(canSubmitAddress({ ...address, state: "" })).toBe(false);
    expect(canSubmitAddress({ ...address, postalCode: "0394" })).toBe(false);
    expect(canSubmitAddress({ ...address, phone: "" })).toBe(false);
    expect(canSubmitAddress({ ...address, interiorNumber: "", phone: "1" })).toBe(true);
  });
});

describe("the address body", () => {
  it("gives the server the form's message and refuses unknown fields, the country among them", () => {
    const result = addressInputSchema.safeParse({ ...address, postalCode: "44100" });
    expect(result.error?.issues[0]?.message).toBe(
      "The postal code 44100 does not belong to Ciudad de México",
    );
    expect(addressInputSchema.safeParse({ ...address, country: "Mexico" }).success).toBe(false);
    expect(addressInputSchema.safeParse({ ...address, userId: "x" }).success).toBe(false);
  });

  it("trims the text, and caps its length in the request's language", () => {
    expect(addressInputSchema.parse({ ...address, colonia: "  Roma Norte " }).colonia).toBe("Roma Norte");
    const long = addressInputSchema.safeParse({ ...address, colonia: "x".repeat(101) });
    expect(long.error?.issues[0]).toMatchObject({
      path: ["colonia"],
      message: "must be at most 100 characters",
    });
    inSpanish(() => {
      const largo = addressInputSchema.safeParse({ ...address, street: "x".repeat(201) });
      expect(largo.error?.issues[0]?.message).toBe("debe tener como máximo 200 caracteres");
    });
  });

  it("answers a field of the wrong type with its rule's message", () => {
    expect(addressInputSchema.safeParse({ ...address, phone: 5512345678 }).error?.issues[0]?.message).toBe(
      "Please enter a valid phone number",
    );
    const { colonia: _gone, ...withoutColonia } = address;
    expect(addressInputSchema.safeParse(withoutColonia).error?.issues[0]?.message).toBe(
      "Please fill in all the fields",
    );
  });
});

describe("addressLines and isAddressComplete", () => {
  const saved = { ...address, country: "Mexico" };

  it("write a new address as a Mexican envelope does", () => {
    expect(addressLines(saved)).toEqual([
      "Av. Insurgentes Sur 1602",
      "Col. Crédito Constructor",
      "03940 Benito Juárez, Ciudad de México",
      "Mexico",
    ]);
    expect(isAddressComplete(saved)).toBe(true);
  });

  it("add the interior number after the exterior one, and the country in Spanish", () => {
    inSpanish(() =>
      expect(addressLines({ ...saved, interiorNumber: "4" })).toEqual([
        "Av. Insurgentes Sur 1602 int. 4",
        "Col. Crédito Constructor",
        "03940 Benito Juárez, Ciudad de México",
        "México",
      ]),
    );
    expect(countryName("Mexico")).toBe("Mexico");
  });

  it("show an address saved before Mexican addresses with what it has, as incomplete", () => {
    const old = {
      fullName: "Ana López",
      street: "Av. Reforma 222",
      exteriorNumber: "",
      interiorNumber: "",
      colonia: "",
      municipality: "",
      state: "",
      postalCode: "06600",
      country: "Mexico",
    };
    expect(addressLines(old)).toEqual(["Av. Reforma 222", "06600", "Mexico"]);
    expect(
      addressLines({ fullName: "Ana", street: "Av. Reforma 222", postalCode: "06600", country: "Mexico" }),
    ).toEqual(["Av. Reforma 222", "06600", "Mexico"]);
    expect(isAddressComplete(old)).toBe(false);
    expect(isAddressComplete({ ...old, colonia: "Juárez", municipality: "Cuauhtémoc" })).toBe(false);
    expect(isAddressComplete({ ...old, colonia: "Juárez", municipality: "Cuauhtémoc", state: "CMX" })).toBe(
      true,
    );
  });
});

describe("a phone as typed or pasted", () => {
  it.each([
    ["+52 33 1234 5678", "3312345678"],
    ["0052 (55) 1234-5678", "5512345678"],
    ["(33) 1234-5678", "3312345678"],
    ["52 1234 5678", "5212345678"],
    ["+1 415 555 0100", "14155550100"],
    // Every digit kept: a number too long is refused (isValidPhone), not cut to a wrong one.
    ["1".repeat(20), "1".repeat(20)],
  ])("%s keeps its digits: %s", (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it("a pasted number too long is refused whole rather than saved cut", () => {
    const pasted = `+52 ${"3".repeat(PHONE_MAX_DIGITS + 4)}`;
    expect(findAddressProblem({ ...address, phone: phoneDigits(pasted) })?.kind).toBe("phone");
  });
});

describe("a phone as people read it", () => {
  it("groups a ten-digit Mexican number by its area code, two digits in Mexico City, Guadalajara and Monterrey", () => {
    expect(phoneForReading("5512345678")).toBe("55 1234 5678");
    expect(phoneForReading("3312345678")).toBe("33 1234 5678");
    expect(phoneForReading("8112345678")).toBe("81 1234 5678");
    expect(phoneForReading("9991234567")).toBe("999 123 4567");
    // Any other length is kept as typed: it is not a Mexican number of ten digits.
    expect(phoneForReading("12345678")).toBe("12345678");
    expect(phoneForReading("447911123456")).toBe("447911123456");
  });
});
