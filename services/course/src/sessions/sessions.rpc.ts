import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  CourseRpc,
  type CourseSession,
  type CreateCourseSession,
  type RpcRequest,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsRpc {
  constructor(private readonly sessions: SessionsService) {}

  @RpcHandler(CourseRpc.availableSessions, { access: Access.Visitor })
  available(): Promise<CourseSession[]> {
    return this.sessions.available();
  }

  @RpcHandler(CourseRpc.adminSessions, { access: Access.Admin })
  all(): Promise<CourseSession[]> {
    return this.sessions.all();
  }

  @RpcHandler(CourseRpc.createSession, { access: Access.Admin })
  create({ data }: RpcInput<CreateCourseSession>): Promise<CourseSession> {
    return this.sessions.create(data);
  }

  @RpcHandler(CourseRpc.updateSession, { access: Access.Admin })
  update({ data }: RpcInput<RpcRequest<typeof CourseRpc.updateSession>>): Promise<CourseSession> {
    return this.sessions.update(data.sessionId, data.changes);
  }
}
