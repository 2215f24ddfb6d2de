import { Module } from '@nestjs/common';
import { AdminDocumentsController } from './admin-documents.controller';
import { DocumentMatchesController } from './document-matches.controller';
import { DocumentsController } from './documents.controller';

/**
 * Routes of the documents and meetings (served by the profile service). Imported after the
 * matching module: its static /api/matches/list must be registered before /api/matches/:matchId.
 */
@Module({
  controllers: [DocumentsController, DocumentMatchesController, AdminDocumentsController],
})
export class DocumentsGatewayModule {}
