/** A chunk of a full recompute: the members with ids in (after, through], open when null. */
export interface ChunkRange {
  after: string | null;
  through: string | null;
}

/**
 * Splits the uuid space into ranges of about `chunkSize` eligible members each. The ranges
 * cover every id (first open below, last open above), so a member who becomes eligible during
 * the run is still computed by the chunk whose range holds them.
 */
export const chunkBoundaries = (sortedIds: readonly string[], chunkSize: number): ChunkRange[] => {
  const chunks: ChunkRange[] = [];
  let after: string | null = null;
  for (let end = chunkSize; end < sortedIds.length; end += chunkSize) {
    const through = sortedIds[end - 1] ?? null;
    chunks.push({ after, through });
    after = through;
  }
  chunks.push({ after, through: null });
  return chunks;
};
