import type { DocumentStatus } from '@mithaq/contracts';
import { partnerMaySee, photosVisible, type RevealState } from './reveal-rule';

const state = (overrides: Partial<RevealState> = {}): RevealState => ({
  open: true,
  statuses: ['approved', 'approved'],
  reveals: [true, true],
  ...overrides,
});

describe('the photo reveal rule', () => {
  it('shows photos when the match is open, both sets approved and both chose to reveal', () => {
    expect(photosVisible(state())).toBe(true);
    expect(partnerMaySee('face_photo', state())).toBe(true);
    expect(partnerMaySee('full_body_photo', state())).toBe(true);
    expect(partnerMaySee('casual_photo', state())).toBe(true);
  });

  it('never shows an ID document or proof of address to a partner', () => {
    expect(partnerMaySee('id_document', state())).toBe(false);
    expect(partnerMaySee('proof_of_address', state())).toBe(false);
  });

  it('hides them when either member has not chosen to reveal', () => {
    expect(photosVisible(state({ reveals: [true, false] }))).toBe(false);
    expect(photosVisible(state({ reveals: [false, true] }))).toBe(false);
    expect(photosVisible(state({ reveals: [false, false] }))).toBe(false);
  });

  it("hides them until both members' documents are all approved", () => {
    const others: DocumentStatus[] = ['requested', 'submitted'];
    for (const status of others) {
      expect(photosVisible(state({ statuses: [status, 'approved'] }))).toBe(false);
      expect(photosVisible(state({ statuses: ['approved', status] }))).toBe(false);
    }
  });

  it('hides them once the match is closed', () => {
    expect(photosVisible(state({ open: false }))).toBe(false);
    expect(partnerMaySee('face_photo', state({ open: false }))).toBe(false);
  });
});
