import { Content1763700000400 } from './1763700000400-content';
import { ContentDefaults1763700000410 } from './1763700000410-content-defaults';
import { NoticeEmails1763700001010 } from './1763700001010-notice-emails';

export const contentMigrations = [
  Content1763700000400,
  ContentDefaults1763700000410,
  NoticeEmails1763700001010,
];
