import { runService } from '@mithaq/service-kit';
import { messagingService } from './service';

runService(messagingService).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
