/** Spec section 9: an address is shown with its 4 leading and 5 trailing characters. */
export function shortenAddress(address: string, lead = 4, tail = 5): string {
  if (address.length <= lead + tail + 3) return address;
  return `${address.slice(0, lead)}...${address.slice(-tail)}`;
}
