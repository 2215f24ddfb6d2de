import { bullPrefixOf, chunkJobId, memberJobId } from './queues';

describe('job ids', () => {
  it('are stable per member and per chunk, and accepted by BullMQ', () => {
    const id = memberJobId('0b1c6a51-51e8-4a4b-9a55-0f36c7c0a111');
    expect(id).toBe(memberJobId('0b1c6a51-51e8-4a4b-9a55-0f36c7c0a111'));
    expect(chunkJobId('run', 3)).toBe('chunk-run-3');
    // BullMQ refuses a custom id with a single ':' in it.
    expect(id).not.toContain(':');
    expect(chunkJobId('run', 3)).not.toContain(':');
  });

  it('gives BullMQ the Redis prefix without its trailing colon', () => {
    expect(bullPrefixOf('svc123:')).toBe('svc123');
    expect(bullPrefixOf('')).toBe('mithaq');
  });
});
