import { Module } from '@nestjs/common';
import { LiveServer } from './live.server';

/** The live push endpoint (Socket.IO at /api/live); main.ts attaches it to the HTTP server. */
@Module({ providers: [LiveServer], exports: [LiveServer] })
export class LiveModule {}
