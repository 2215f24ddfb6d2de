import { runService } from '@mithaq/service-kit';
import { loadBillingConfig } from './config';
import { createBillingService } from './service';

const main = async (): Promise<void> => {
  await runService(createBillingService(loadBillingConfig(process.env)), process.env);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
