import { Sweeper } from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDocumentsConfig, type DocumentsConfig } from './documents.config';
import { DocumentsRepository } from './documents.repository';

const BATCH = 100;

/**
 * Deletes each document's file once its deletion date (30 days after upload) has passed,
 * keeping the type, status, dates and reviewer. Runs on an interval; several instances may
 * sweep at once, each file is deleted by one of them.
 */
@Injectable()
export class DocumentSweep implements OnModuleInit, OnModuleDestroy {
  private readonly sweeper: Sweeper<number>;

  constructor(
    private readonly documents: DocumentsRepository,
    @InjectDocumentsConfig() config: DocumentsConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.sweeper = new Sweeper({
      name: 'document file sweep',
      everyMs: config.DOCUMENTS_SWEEP_MS,
      logger,
      sweep: () => this.deleteDue(),
    });
  }

  onModuleInit(): void {
    this.sweeper.start();
  }

  /** Sweeps now (or joins the sweep running); answers how many files were deleted. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  onModuleDestroy(): Promise<void> {
    return this.sweeper.stop();
  }

  private async deleteDue(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await this.documents.deleteDueFiles(BATCH, new Date());
      deleted += batch;
      if (batch < BATCH) {
        break;
      }
    }
    if (deleted > 0) {
      this.logger.info({ deleted }, 'document files past their deletion date deleted');
    }
    return deleted;
  }
}
