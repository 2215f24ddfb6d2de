import { runService } from '@mithaq/service-kit';
import { matchingService } from './service';

runService(matchingService).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
