/**
 * The id of a window attribute made by a command: derived from the window id and the attribute
 * name, so the client and the server that apply the same command give it the same id (a UUID of
 * version 8, "custom", built from two 64-bit FNV-1a hashes). Attributes stored before commands keep
 * their random ids.
 */
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

function fnv1a64(text: string, seed: bigint): bigint {
  let hash = FNV_OFFSET ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash;
}

export function attributeIdFor(itemId: string, name: string): string {
  const key = `${itemId.toLowerCase()}\u0001${name}`;
  const hex = (fnv1a64(key, 0n).toString(16).padStart(16, '0') + fnv1a64(key, 0x9e3779b97f4a7c15n).toString(16).padStart(16, '0')).split(
    '',
  );
  hex[12] = '8'; // version 8
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16); // RFC 4122 variant
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20, 32)}`;
}
