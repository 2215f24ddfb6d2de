import { runService } from '@mithaq/service-kit';
import { profileService } from './service';

runService(profileService).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
