import type { DocumentStatus, DocumentType } from '@mithaq/contracts';
import { isPhotoType } from '@mithaq/contracts';

/** What the reveal rule looks at for one accepted match. */
export interface RevealState {
  /** The match is still accepted (not closed by a hide or a block). */
  open: boolean;
  /** Each member's whole document set. */
  statuses: readonly [DocumentStatus, DocumentStatus];
  /** Each member's choice to show their photos to the other. */
  reveals: readonly [boolean, boolean];
}

/**
 * A member's photos are shown to their partner only while the match is open, both members'
 * documents are all approved, and both chose to reveal. The rule is symmetric: either both
 * see the other's photos or neither does.
 */
export const photosVisible = (state: RevealState): boolean =>
  state.open &&
  state.statuses.every((status) => status === 'approved') &&
  state.reveals.every(Boolean);

/** A partner may ever see only photos; an ID document or proof of address never. */
export const partnerMaySee = (type: DocumentType, state: RevealState): boolean =>
  isPhotoType(type) && photosVisible(state);
