import { runService } from '@mithaq/service-kit';
import { identityService } from './service';

runService(identityService).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
