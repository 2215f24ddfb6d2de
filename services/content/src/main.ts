import { runService } from '@mithaq/service-kit';
import { loadContentConfig } from './config';
import { createContentService } from './service';

const start = async (): Promise<void> => {
  await runService(createContentService(loadContentConfig(process.env)), process.env);
};

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
