import { ImageCache } from './image-cache';

const image = (id: string, size: number) => ({
  id,
  contentType: 'image/png',
  bytes: Buffer.alloc(size),
});

describe('image LRU cache', () => {
  it('evicts the least recently used entry beyond the entry limit', () => {
    const cache = new ImageCache({ maxEntries: 2, maxBytes: 1000 });
    cache.set('a.png', image('a', 1));
    cache.set('b.png', image('b', 1));
    expect(cache.get('a.png')?.id).toBe('a');
    cache.set('c.png', image('c', 1));
    expect(cache.get('b.png')).toBeUndefined();
    expect(cache.get('a.png')?.id).toBe('a');
    expect(cache.get('c.png')?.id).toBe('c');
  });

  it('keeps the total size under the byte limit and skips images larger than it', () => {
    const cache = new ImageCache({ maxEntries: 10, maxBytes: 100 });
    cache.set('a.png', image('a', 60));
    cache.set('b.png', image('b', 60));
    expect(cache.get('a.png')).toBeUndefined();
    expect(cache.get('b.png')?.id).toBe('b');
    cache.set('huge.png', image('huge', 101));
    expect(cache.get('huge.png')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('forgets a deleted image by its id', () => {
    const cache = new ImageCache();
    cache.set('a.png', image('a', 1));
    cache.set('b.png', image('b', 1));
    cache.forgetId('a');
    expect(cache.get('a.png')).toBeUndefined();
    expect(cache.get('b.png')?.id).toBe('b');
  });
});
