import { Content1763700000400 } from './1763700000400-content';
import { ContentDefaults1763700000410 } from './1763700000410-content-defaults';
import { NoticeEmails1763700001010 } from './1763700001010-notice-emails';
import { CourseNoticeKinds1763700001420 } from './1763700001420-course-notice-kinds';
import { NoticeCc1763700002140 } from './1763700002140-notice-cc';

export const contentMigrations = [
  Content1763700000400,
  ContentDefaults1763700000410,
  NoticeEmails1763700001010,
  CourseNoticeKinds1763700001420,
  NoticeCc1763700002140,
];
