/** The schemes the server keeps in site content links. */
const ALLOWED = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/**
 * The address as a link may use it: trimmed, "www.…" completed to https, and only http(s) and
 * mailto addresses, since the server removes any other link.
 */
export const linkAddressOf = (input: string): string | null => {
  const text = input.trim();
  const address = /^www\./i.test(text) ? `https://${text}` : text;
  return ALLOWED.test(address) ? address : null;
};
