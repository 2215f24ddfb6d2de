import { Role, type Actor } from '@mithaq/contracts';
import { createServiceContext } from '@mithaq/service-kit';
import { z } from 'zod';
import type { ProfileEntity } from '../profiles/entities/profile.entity';
import { ProfilesRepository } from '../profiles/profiles.repository';
import { QuestionnairesRepository } from '../questionnaires/questionnaires.repository';
import { QuestionnairesService } from '../questionnaires/questionnaires.service';
import { profileService } from '../service';
import { demoQuestionnaires } from './demo-questionnaires';

const seedEnvSchema = z.object({
  SEED_DEMO_MEMBERS: z.enum(['true', 'false']).default('true'),
  SEED_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
});

/** Reviews by the seed are recorded as by this id: no real administrator made them. */
const SEED_REVIEWER: Actor = { userId: '00000000-0000-4000-8000-000000000000', role: Role.Admin };

/** Polls for a profile that identity's registration event has not created yet. */
const waitForProfile = async (
  profiles: ProfilesRepository,
  fullName: string,
  dateOfBirth: string,
  timeoutMs: number,
): Promise<ProfileEntity> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const profile = await profiles.findByNameAndBirth(fullName, dateOfBirth);
    if (profile) {
      return profile;
    }
    if (Date.now() > deadline) {
      throw new Error(`${fullName}'s profile did not arrive; run the identity seed first`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * Gives the demo members their questionnaires and review states; members that already have one
 * are left alone, so running it again changes nothing. The profiles come from identity events,
 * so it waits for them.
 */
const seed = async (): Promise<void> => {
  const env = seedEnvSchema.parse(process.env);
  if (env.SEED_DEMO_MEMBERS === 'false') {
    console.log('profile seed: demo members disabled');
    return;
  }
  const app = await createServiceContext(profileService);
  const profiles = app.get(ProfilesRepository);
  const questionnaires = app.get(QuestionnairesRepository);
  const service = app.get(QuestionnairesService);
  let created = 0;
  try {
    for (const demo of demoQuestionnaires) {
      const profile = await waitForProfile(
        profiles,
        demo.fullName,
        demo.dateOfBirth,
        env.SEED_WAIT_SECONDS * 1000,
      );
      if (await questionnaires.findByUserId(profile.userId)) {
        continue;
      }
      await service.submit(profile.userId, demo.answers);
      if (demo.reviewStatus === 'approved') {
        await service.approve(SEED_REVIEWER, profile.userId);
      }
      created += 1;
    }
  } finally {
    await app.close();
  }
  console.log(
    `profile seed: ${created} questionnaires created, ${demoQuestionnaires.length - created} already there`,
  );
};

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
