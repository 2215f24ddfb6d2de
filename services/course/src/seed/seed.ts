import { createServiceContext } from '@mithaq/service-kit';
import { DataSource } from 'typeorm';
import { loadCourseConfig } from '../config';
import { createCourseService } from '../service';
import { SessionsRepository } from '../sessions/sessions.repository';
import { upcomingSessionPlan } from './session-plan';

/**
 * Schedules upcoming course sessions when none is open (the catalogue comes with its migration).
 * Running it again while sessions are upcoming changes nothing.
 */
const seed = async (): Promise<void> => {
  const app = await createServiceContext(createCourseService(loadCourseConfig(process.env)));
  let created = 0;
  try {
    const sessions = app.get(SessionsRepository);
    await app.get(DataSource).transaction(async (manager) => {
      // One seeding at a time, so two starts at once cannot both add the plan.
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('course-seed'))");
      if ((await sessions.countUpcoming(manager)) > 0) {
        return;
      }
      for (const session of upcomingSessionPlan(new Date())) {
        await sessions.insert(manager, session);
        created += 1;
      }
    });
  } finally {
    await app.close();
  }
  console.log(
    created > 0
      ? `course seed: ${created} upcoming sessions scheduled`
      : 'course seed: upcoming sessions already scheduled',
  );
};

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
