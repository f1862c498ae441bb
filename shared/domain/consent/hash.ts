// The hash of a consent text as it was shown: SHA-256 of its UTF-8 bytes, hex. Web Crypto, so the browser and the
// server compute it with the same function (the server stores it on the lead; anyone holding the text can check it).

export async function consentHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
