export * from './connection';
export * from './job-id';
export * from './post-commit';
export * from './producer';
export * from './sweeper';
export * from './worker';
