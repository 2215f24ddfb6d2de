/** Events the matching service publishes. */
export interface MatchingEvents {
  /** A member sent a match request. */
  'matching.request.created': { requestId: string; requesterId: string; targetId: string };
  /** The target answered; an accepted request opens the two members' conversation. */
  'matching.request.answered': {
    requestId: string;
    requesterId: string;
    targetId: string;
    status: 'accepted' | 'declined';
  };
  /**
   * The two members' accepted match ended (an admin hid or withdrew it, or a block removed it):
   * their conversation closes.
   */
  'matching.pair.closed': { userA: string; userB: string; reason: 'hidden' | 'blocked' };
}
