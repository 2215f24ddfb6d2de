import type { RpcClient } from '@mithaq/bus';
import {
  AccessMessage,
  CourseRoutes,
  CourseRpc,
  ErrorCode,
  Role,
  type Actor,
} from '@mithaq/contracts';
import { refusalOf, serve } from '../../test/route-harness';
import { routeOf } from '../http/route';
import { AdminCourseController, CourseController } from './course.controller';
import { AdminServicesController, ServicesController } from './services.controller';

const member: Actor = { userId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', role: Role.Seeker };
const admin: Actor = { userId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', role: Role.Admin };
const id = '99999999-8888-4777-8666-555555555555';

/** A bus client that records each call and answers with a marker. */
const fakeRpc = () => {
  const call = jest.fn((..._args: unknown[]) => Promise.resolve({ answered: true }));
  return { rpc: { call } as unknown as RpcClient, call };
};

const routesOf = (controller: { prototype: object }) =>
  Object.getOwnPropertyNames(controller.prototype)
    .filter((name) => name !== 'constructor')
    .map((name) => routeOf((controller.prototype as Record<string, object>)[name] ?? {}));

describe('course routes', () => {
  it('serves every route of the table once', () => {
    const served = [
      CourseController,
      AdminCourseController,
      ServicesController,
      AdminServicesController,
    ].flatMap(routesOf);
    expect(served).toHaveLength(Object.keys(CourseRoutes).length);
    expect(new Set(served)).toEqual(new Set(Object.values(CourseRoutes)));
    const admins = [AdminCourseController, AdminServicesController].flatMap(routesOf);
    expect(admins.every((route) => route?.access === 'admin')).toBe(true);
  });

  it('books as the caller, passing the body on (the service ignores client prices)', async () => {
    const { rpc, call } = fakeRpc();
    await serve(new CourseController(rpc), 'book', {
      actor: member,
      body: { sessionId: id, paymentAmount: 1, attendees: 3 },
    });
    expect(call).toHaveBeenCalledWith(
      CourseRpc.createBooking,
      { sessionId: id, paymentAmount: 1, attendees: 3 },
      member,
    );
    const bad = await refusalOf(
      serve(new CourseController(rpc), 'book', { actor: member, body: { sessionId: 'x' } }),
    );
    expect(bad.code).toBe(ErrorCode.ValidationFailed);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('refuses a schedule with 0 or 101 slots, a negative price or no location without a call', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new AdminCourseController(rpc);
    const valid = {
      date: '2099-01-10',
      time: '09:00',
      sessionType: 'morning',
      location: 'Hall',
      availableSlots: 20,
      price: 5000,
    };
    for (const body of [
      { ...valid, availableSlots: 0 },
      { ...valid, availableSlots: 101 },
      { ...valid, price: -1 },
      { ...valid, location: ' ' },
    ]) {
      const refused = await refusalOf(serve(controller, 'createSession', { actor: admin, body }));
      expect(refused.code).toBe(ErrorCode.ValidationFailed);
    }
    expect(call).not.toHaveBeenCalled();
    await serve(controller, 'createSession', { actor: admin, body: valid });
    expect(call).toHaveBeenCalledWith(CourseRpc.createSession, valid, admin);
  });

  it('passes path ids with the changes', async () => {
    const { rpc, call } = fakeRpc();
    await serve(new AdminCourseController(rpc), 'updateSession', {
      actor: admin,
      params: { sessionId: id },
      body: { isActive: false },
    });
    expect(call).toHaveBeenLastCalledWith(
      CourseRpc.updateSession,
      { sessionId: id, changes: { isActive: false } },
      admin,
    );
    await serve(new AdminServicesController(rpc), 'update', {
      actor: admin,
      params: { serviceId: 'catering' },
      body: { price: 1699 },
    });
    expect(call).toHaveBeenLastCalledWith(
      CourseRpc.updateService,
      { serviceId: 'catering', changes: { price: 1699 } },
      admin,
    );
  });

  it('refuses a member on admin routes before anything is called', async () => {
    const { rpc, call } = fakeRpc();
    const refused = await refusalOf(
      serve(new AdminCourseController(rpc), 'completeCourse', {
        actor: member,
        params: { userId: id },
      }),
    );
    expect([refused.code, refused.message]).toEqual([ErrorCode.Forbidden, AccessMessage.AdminOnly]);
    expect(call).not.toHaveBeenCalled();
  });
});
