import { chunkBoundaries } from './chunk-boundaries';

describe('chunkBoundaries', () => {
  const ids = ['01', '02', '03', '04', '05', '06', '07'];

  it('covers the whole id space in ranges of chunkSize members', () => {
    expect(chunkBoundaries(ids, 3)).toEqual([
      { after: null, through: '03' },
      { after: '03', through: '06' },
      { after: '06', through: null },
    ]);
  });

  it('gives one open chunk when there are no members or fewer than a chunk', () => {
    expect(chunkBoundaries([], 3)).toEqual([{ after: null, through: null }]);
    expect(chunkBoundaries(ids, 10)).toEqual([{ after: null, through: null }]);
  });

  it('does not leave an empty last chunk when the members divide evenly', () => {
    expect(chunkBoundaries(ids.slice(0, 6), 3)).toEqual([
      { after: null, through: '03' },
      { after: '03', through: null },
    ]);
  });
});
