/** Where a saved address is edited; the checkout links there to complete an older address (docs/product.md 83). */
export const editAddressPath = (id: string) => `/account/my-addresses/${encodeURIComponent(id)}/edit`;
