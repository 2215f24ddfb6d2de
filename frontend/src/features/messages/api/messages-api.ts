import {
  MessagingRoutes,
  type BlockMemberRequest,
  type ReportMemberRequest,
  type ReportMessageRequest,
  type RouteReply,
  type SendMessageRequest,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = MessagingRoutes;

export interface ThreadArgs {
  conversationId: string;
  /** A message id: the page of messages before it. Omitted: the newest page. */
  before?: string;
}

/** One conversation's messages, sending, read marks, reports and blocks. */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThread: build.query<RouteReply<typeof routes.thread>, ThreadArgs>({
      query: ({ conversationId, before }) =>
        routeRequest(routes.thread, {
          params: { conversationId },
          query: before === undefined ? {} : { before },
        }),
      providesTags: (_page, _error, { conversationId }) => [{ type: 'Thread', id: conversationId }],
    }),
    /** An older page, read once when asked for and kept by the thread panel (no tags). */
    getOlderMessages: build.query<RouteReply<typeof routes.thread>, Required<ThreadArgs>>({
      query: ({ conversationId, before }) =>
        routeRequest(routes.thread, { params: { conversationId }, query: { before } }),
      keepUnusedDataFor: 0,
    }),
    sendMessage: build.mutation<RouteReply<typeof routes.send>, SendMessageRequest>({
      query: (body) => routeRequest(routes.send, { body }),
      invalidatesTags: (message) => [
        'Conversations',
        ...(message ? [{ type: 'Thread' as const, id: message.conversationId }] : []),
      ],
    }),
    markRead: build.mutation<RouteReply<typeof routes.markRead>, string>({
      query: (id) => routeRequest(routes.markRead, { params: { id } }),
      invalidatesTags: (receipt) => [
        'Conversations',
        'UnreadCount',
        ...(receipt ? [{ type: 'Thread' as const, id: receipt.conversationId }] : []),
      ],
    }),
    reportMessage: build.mutation<
      RouteReply<typeof routes.reportMessage>,
      ReportMessageRequest & { id: string }
    >({
      query: ({ id, ...body }) => routeRequest(routes.reportMessage, { params: { id }, body }),
    }),
    reportMember: build.mutation<RouteReply<typeof routes.reportMember>, ReportMemberRequest>({
      query: (body) => routeRequest(routes.reportMember, { body }),
    }),
    /** Opens the exchange of contact details on this conversation (uses the member's one). */
    openContactExchange: build.mutation<RouteReply<typeof routes.openContactExchange>, string>({
      query: (conversationId) =>
        routeRequest(routes.openContactExchange, { params: { conversationId } }),
      invalidatesTags: ['Thread'],
    }),
    /** Shows the caller's contact card to the partner of an open exchange. */
    revealContactCard: build.mutation<RouteReply<typeof routes.revealContactCard>, string>({
      query: (conversationId) =>
        routeRequest(routes.revealContactCard, { params: { conversationId } }),
      invalidatesTags: (_state, _error, conversationId) => [{ type: 'Thread', id: conversationId }],
    }),
    blockMember: build.mutation<RouteReply<typeof routes.block>, BlockMemberRequest>({
      query: (body) => routeRequest(routes.block, { body }),
      invalidatesTags: ['Conversations', 'Thread', 'Blocks', 'Matches', 'MatchRequests'],
    }),
  }),
});

export const {
  useGetThreadQuery,
  useLazyGetOlderMessagesQuery,
  useSendMessageMutation,
  useMarkReadMutation,
  useReportMessageMutation,
  useReportMemberMutation,
  useBlockMemberMutation,
  useOpenContactExchangeMutation,
  useRevealContactCardMutation,
} = messagesApi;
