/** A new shopper's session cookie, from the same sign-up the web app uses. */
export async function signUp(url: string, n: number): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Bench",
      email: `bench-${Date.now()}-${n}@example.com`,
      password: "Bench2024x",
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export interface Shopper {
  cookie: string;
  addressId: string;
  cardId: string;
}

/** A shopper with an address and a card, so they can check out. */
export async function readyShopper(url: string, n: number): Promise<Shopper> {
  const cookie = await signUp(url, n);
  const post = async (path: string, body: object) => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} failed: ${response.status}`);
    return (await response.json()).id as string;
  };
  const addressId = await post("/api/addresses", {
    fullName: `Bench ${n}`,
    street: "Reforma",
    exteriorNumber: "1",
    colonia: "Juárez",
    municipality: "Cuauhtémoc",
    state: "CMX",
    postalCode: "06600",
    phone: "5512345678",
  });
  const cardId = await post("/api/cards", {
    number: "4242424242424242",
    holderName: "Bench",
    month: "12",
    year: "39",
    ccv: "123",
  });
  return { cookie, addressId, cardId };
}
