import { describe, expect, it } from 'vitest';
import { aReceivedRequest, aSentRequest } from '../testing/match-fixtures';
import {
  requestButtonLabel,
  requestMessageFrom,
  requestStatesByCounterpart,
  requestStatusTag,
} from './request-status';

describe('request states', () => {
  it('keys sent requests by target and received ones by requester', () => {
    const sent = aSentRequest(1, { status: 'accepted' });
    const received = aReceivedRequest(2);
    const states = requestStatesByCounterpart([sent], [received]);
    expect(states.get(sent.targetId)).toMatchObject({ status: 'accepted', direction: 'sent' });
    expect(states.get(received.requesterId)).toMatchObject({
      status: 'pending',
      direction: 'received',
    });
    expect(states.size).toBe(2);
  });

  it('keeps the newest request between the same two members', () => {
    const old = aSentRequest(1, { status: 'expired', createdAt: '2026-10-01T00:00:00.000Z' });
    const fresh = aReceivedRequest(1, { createdAt: '2026-11-10T00:00:00.000Z' });
    expect(requestStatesByCounterpart([old], [fresh]).get(old.targetId)?.request).toBe(fresh);
    const newerSent = aSentRequest(1, { createdAt: '2026-12-01T00:00:00.000Z' });
    expect(requestStatesByCounterpart([newerSent], [fresh]).get(old.targetId)?.request).toBe(
      newerSent,
    );
  });

  it('labels the button for every state', () => {
    const state = (status: 'pending' | 'accepted' | 'declined' | 'expired', sent = true) => ({
      status,
      direction: sent ? ('sent' as const) : ('received' as const),
      request: aSentRequest(1),
    });
    expect(requestButtonLabel(undefined)).toBe('Send Request');
    expect(requestButtonLabel(state('pending'))).toBe('Request Sent');
    expect(requestButtonLabel(state('pending', false))).toBe('Request Received');
    expect(requestButtonLabel(state('accepted'))).toBe('Request Accepted');
    expect(requestButtonLabel(state('declined'))).toBe('Request Declined');
    expect(requestButtonLabel(state('expired'))).toBe('Request Expired');
  });

  it('shows list statuses with their texts and colours', () => {
    expect(requestStatusTag('pending', 'sent')).toEqual({
      text: 'Pending Response',
      color: 'gold',
    });
    expect(requestStatusTag('pending', 'received').text).toBe('Awaiting Response');
    expect(requestStatusTag('accepted', 'sent').color).toBe('green');
    expect(requestStatusTag('declined', 'received').color).toBe('red');
    expect(requestStatusTag('expired', 'sent').color).toBe('default');
  });

  it('names the requester in the automatic message', () => {
    expect(requestMessageFrom('aisha_k')).toContain('@aisha_k');
  });
});
