import {
  MEMBER_PREVIEW_LENGTH,
  MessagingPaths,
  type ConversationSummary,
  type RouteReply,
} from '@mithaq/contracts';
import { api, listTags } from '../../lib/api';
import { routeRequest } from '../../lib/route-request';

const routes = MessagingPaths;

/** The member's conversations and unread count: read by the messages page, matches and the nav. */
export const conversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<RouteReply<typeof routes.listConversations>, void>({
      query: () => routeRequest(routes.listConversations),
      providesTags: (items) => listTags('Conversations', items),
    }),
    getUnreadCount: build.query<RouteReply<typeof routes.unreadCount>, void>({
      query: () => routeRequest(routes.unreadCount),
      providesTags: ['UnreadCount'],
    }),
  }),
});

export const { useGetConversationsQuery, useGetUnreadCountQuery } = conversationsApi;

/** The first `length` characters, then "..." when something was cut. */
export const previewOf = (text: string, length = MEMBER_PREVIEW_LENGTH): string =>
  text.length > length ? `${text.slice(0, length)}...` : text;

/** The member conversation with this member, if one exists. */
export const conversationWith = (
  conversations: readonly ConversationSummary[] | undefined,
  userId: string,
): ConversationSummary | undefined =>
  conversations?.find(
    (conversation) => conversation.kind === 'member' && conversation.counterpart.userId === userId,
  );

/** The query string that opens one conversation on /messages. */
export const CONVERSATION_PARAM = 'conversation';
