import type {
  AdminMatchRequest,
  AdminMatchRequestParty,
  MatchRequestStatus,
  MatchRequestView,
  PracticeLevel,
} from '@mithaq/contracts';

/** A request joined with its two parties as the member lists show them. */
export interface MatchRequestRow {
  id: string;
  requester_id: string;
  target_id: string;
  status: MatchRequestStatus;
  message: string;
  request_date: Date;
  created_at: Date;
  response_date: Date | null;
  requester_username: string;
  requester_country: string;
  target_username: string;
  target_country: string;
}

/** A request joined with its two parties as the admin area shows them. */
export interface AdminMatchRequestRow {
  id: string;
  requester_id: string;
  target_id: string;
  status: MatchRequestStatus;
  message: string;
  request_date: Date;
  response_date: Date | null;
  admin_notes: string | null;
  is_visible: boolean;
  requester_full_name: string;
  requester_username: string;
  requester_email: string;
  requester_practice_level: PracticeLevel | null;
  target_full_name: string;
  target_username: string;
  target_email: string;
  target_practice_level: PracticeLevel | null;
}

export const toMatchRequestView = (row: MatchRequestRow): MatchRequestView => ({
  id: row.id,
  requesterId: row.requester_id,
  targetId: row.target_id,
  status: row.status,
  message: row.message,
  requestDate: row.request_date.toISOString(),
  createdAt: row.created_at.toISOString(),
  responseDate: row.response_date ? row.response_date.toISOString() : null,
  requester: {
    id: row.requester_id,
    username: row.requester_username,
    countryOfResidence: row.requester_country,
  },
  target: {
    id: row.target_id,
    username: row.target_username,
    countryOfResidence: row.target_country,
  },
});

const adminParty = (
  row: AdminMatchRequestRow,
  side: 'requester' | 'target',
): AdminMatchRequestParty => ({
  id: side === 'requester' ? row.requester_id : row.target_id,
  fullName: row[`${side}_full_name`],
  username: row[`${side}_username`],
  email: row[`${side}_email`],
  practiceLevel: row[`${side}_practice_level`],
});

export const toAdminMatchRequest = (row: AdminMatchRequestRow): AdminMatchRequest => ({
  id: row.id,
  requester: adminParty(row, 'requester'),
  target: adminParty(row, 'target'),
  message: row.message,
  status: row.status,
  requestDate: row.request_date.toISOString(),
  responseDate: row.response_date ? row.response_date.toISOString() : null,
  adminNotes: row.admin_notes,
  isVisible: row.is_visible,
});
