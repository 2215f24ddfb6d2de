import { runService } from '@mithaq/service-kit';
import { loadCourseConfig } from './config';
import { createCourseService } from './service';

const start = async (): Promise<void> => {
  await runService(createCourseService(loadCourseConfig(process.env)), process.env);
};

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
