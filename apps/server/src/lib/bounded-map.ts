/** Makes room for one more entry in a map of at most `maxEntries` by dropping its oldest entry. */
export function makeRoom(map: Map<unknown, unknown>, maxEntries: number): void {
  if (map.size < maxEntries) return;
  // Maps iterate in insertion order: the first key is the oldest entry.
  const oldest = map.keys().next();
  if (!oldest.done) map.delete(oldest.value);
}
