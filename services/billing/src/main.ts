import { runService } from '@mithaq/service-kit';
import { billingService } from './service';

runService(billingService).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
