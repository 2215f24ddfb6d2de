import type { Request } from 'express';

/** The caller's address as Express sees it behind the configured proxies: what limits key on. */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
